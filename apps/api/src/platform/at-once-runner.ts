// Jobs on the lead's path (resolving visits, delivering a campaign's leads) start the moment they
// are sent, in this process, instead of waiting for a pg-boss worker's next poll (issue 24: a lead
// within a second of its page view). One run per job and payload at a time: a send while that run
// is going makes it run once more after, so work that arrives during a run is never left behind.
// A run that fails goes to pg-boss, which retries it; what a crash loses, the pipeline's sweep
// finds again (the jobs only read committed rows, so running one twice is harmless).

export type AtOnceItem<Job> = { job: Job; payload: unknown; data: unknown };

export type AtOnceRunner<Job> = {
  /** `data`: what the run gets (the payload and who sent it); the same payload is the same work. */
  send(job: Job, name: string, payload: unknown, data?: unknown): void;
  /** Resolves when nothing is running or waiting (shutdown, tests). */
  idle(): Promise<void>;
};

export function createAtOnceRunner<Job>(options: {
  run: (job: Job, data: unknown) => Promise<void>;
  onFailure: (job: Job, data: unknown, error: unknown) => Promise<void> | void;
  /** Runs side by side, all jobs together: each holds a database connection. */
  concurrency: number;
}): AtOnceRunner<Job> {
  const waiting = new Map<string, AtOnceItem<Job>>();
  const running = new Map<string, Promise<void>>();

  function pump() {
    for (const [key, item] of waiting) {
      if (running.size >= options.concurrency) return;
      // The same work is running: it goes again once that run ends.
      if (running.has(key)) continue;
      waiting.delete(key);
      const run = options
        .run(item.job, item.data)
        .catch((error: unknown) => options.onFailure(item.job, item.data, error))
        .catch(() => undefined)
        .finally(() => {
          running.delete(key);
          pump();
        });
      running.set(key, run);
    }
  }

  return {
    send(job, name, payload, data = payload) {
      waiting.set(`${name}\u0000${JSON.stringify(payload)}`, { job, payload, data });
      pump();
    },
    async idle() {
      while (running.size > 0 || waiting.size > 0) {
        if (running.size === 0) pump();
        await Promise.all([...running.values()]);
      }
    },
  };
}
