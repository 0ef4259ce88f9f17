// A hold several callers may take at once (two ways out of a session running together): it lasts
// until the last of them is released, and releasing one twice counts once.

export function holdCounter(onLastRelease: () => void) {
  let holds = 0;
  return {
    held: (): boolean => holds > 0,
    /** Takes a hold; answers its release. */
    take(): () => void {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0) onLastRelease();
      };
    },
  };
}
