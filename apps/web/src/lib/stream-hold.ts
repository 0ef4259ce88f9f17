// Live streams held while the caller's session is being ended on purpose (signing out, returning from
// view-as): a stream still opening would reach the server after its session ended, and be refused.
const listeners = new Set<() => void>();
let holds = 0;

export const streamsHeld = (): boolean => holds > 0;

/** Closes every live stream and keeps new ones from opening until the answered release is called. */
export function holdStreams(): () => void {
  holds += 1;
  for (const listener of listeners) listener();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) for (const listener of listeners) listener();
  };
}

/** Calls `listener` each time the streams are held or released; answers its removal. */
export function onStreamHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
