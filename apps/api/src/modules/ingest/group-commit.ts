// Group commit: rows from concurrent requests are written together in one multi-row insert, and
// each request's promise settles only when the insert holding its row has committed (so a 2xx means
// stored). Up to `writers` inserts run at once; rows arriving meanwhile gather into the next one.
// A failed batch is retried row by row, so one row the database refuses fails only its own request.

export type GroupCommit<T> = { add: (row: T) => Promise<void>; idle: () => Promise<void> };

type Waiting<T> = { row: T; resolve: () => void; reject: (error: unknown) => void };

export type GroupCommitOptions = { maxBatch?: number; writers?: number };

export function createGroupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  { maxBatch = 1000, writers = 4 }: GroupCommitOptions = {},
): GroupCommit<T> {
  let waiting: Waiting<T>[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();

  async function writeBatch(batch: Waiting<T>[]): Promise<void> {
    try {
      await write(batch.map((entry) => entry.row));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      // One after another: a batch fails rarely, and the database should not get all of them at once.
      else for (const entry of batch) await writeBatch([entry]);
    }
  }

  function startWriters(): void {
    scheduled = false;
    while (waiting.length > 0 && inFlight.size < writers) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      const run: Promise<void> = writeBatch(batch).finally(() => {
        inFlight.delete(run);
        if (waiting.length > 0) schedule();
      });
      inFlight.add(run);
    }
  }

  // Rows that arrive in the same turn of the event loop join one batch.
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startWriters);
  }

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        schedule();
      });
    },
    async idle() {
      while (inFlight.size > 0 || waiting.length > 0 || scheduled) {
        await Promise.all([...inFlight, new Promise((resolve) => setImmediate(resolve))]);
      }
    },
  };
}
