// Live streams held while the caller's session is being ended on purpose (signing out, returning from
// view-as): a stream still opening would reach the server after its session ended, and be refused.
import { holdCounter } from './hold-counter.ts';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const holds = holdCounter(notify);

export const streamsHeld = (): boolean => holds.held();

/** Closes every live stream and keeps new ones from opening until the answered release is called. */
export function holdStreams(): () => void {
  const release = holds.take();
  notify();
  return release;
}

/** Calls `listener` each time the streams are held or released; answers its removal. */
export function onStreamHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
