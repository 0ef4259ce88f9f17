import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

describe('group commit', () => {
  it('writes rows added together in one batch and settles each only after the write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const commit = createGroupCommit<number>(async (rows) => {
      writes.push(rows);
      await gate;
    });
    const settled: number[] = [];
    const adds = [1, 2, 3].map((row) => commit.add(row).then(() => settled.push(row)));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2, 3]]);
    expect(settled).toEqual([]);
    release();
    await Promise.all(adds);
    expect(settled.sort()).toEqual([1, 2, 3]);
  });

  it('gathers the next batch while a write is in flight, and splits at the batch size', async () => {
    const writes: number[][] = [];
    const commit = createGroupCommit<number>(
      async (rows) => {
        writes.push(rows);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      { maxBatch: 2, writers: 1 },
    );
    const first = commit.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, commit.add(2), commit.add(3), commit.add(4)]);
    expect(writes).toEqual([[1], [2, 3], [4]]);
  });

  it('rejects every row of a failed write, and later rows still go through', async () => {
    let fail = true;
    const commit = createGroupCommit<number>(async () => {
      if (fail) throw new Error('disk full');
    });
    await expect(Promise.all([commit.add(1), commit.add(2)])).rejects.toThrow('disk full');
    fail = false;
    await expect(commit.add(3)).resolves.toBeUndefined();
  });

  it('a row the database refuses fails alone: its batch is retried row by row (issue 12 item 5)', async () => {
    const writes: string[][] = [];
    // As PostgreSQL does: one bad row fails the whole statement.
    const commit = createGroupCommit<string>(async (rows) => {
      writes.push(rows);
      if (rows.some((row) => row.includes('\u0000')))
        throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    });
    const rows = ['a', 'b', 'bad\u0000', 'c'];
    const outcomes = await Promise.allSettled(rows.map((row) => commit.add(row)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(writes).toEqual([rows, ['a'], ['b'], ['bad\u0000'], ['c']]);
  });

  it('runs up to `writers` inserts at once', async () => {
    let running = 0;
    let most = 0;
    const commit = createGroupCommit<number>(
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
      { maxBatch: 1, writers: 3 },
    );
    await Promise.all([1, 2, 3, 4, 5, 6].map((row) => commit.add(row)));
    expect(most).toBe(3);
    await commit.idle();
  });
});
