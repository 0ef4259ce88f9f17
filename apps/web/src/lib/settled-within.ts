// What a pending answer gives within a wait, or undefined when it fails or takes longer: for a value a
// request would like to carry but must not hang on (the host company's ids a sign-in sends).

export function settledWithin<T>(pending: Promise<T>, waitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  return Promise.race([pending.catch(() => undefined), timedOut]).finally(() => clearTimeout(timer));
}
