import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvDownload } from './csv-download.ts';

type Row = { id: number };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function download(batchAfter: (after: Row | null, limit: number) => Promise<Row[]>, errors: Error[] = []) {
  return csvDownload<Row>({
    columns: ['Id'],
    batchAfter,
    record: (row) => [String(row.id)],
    maxRows: 5,
    batchSize: 2,
    onError: (error) => errors.push(error),
  });
}

describe('CSV downloads', () => {
  it('a first query that fails rejects before any stream exists, so the route still answers an error', async () => {
    const failing = download(async () => {
      throw Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    });
    await expect(failing).rejects.toThrow('invalid byte sequence');
  });

  it('pages in batches after the last row, up to the cap', async () => {
    const calls: [number | null, number][] = [];
    const csv = await download(async (after, limit) => {
      calls.push([after?.id ?? null, limit]);
      return rows((after?.id ?? 0) + 1, limit);
    });
    expect(await text(csv)).toBe('Id\n1\n2\n3\n4\n5\n');
    expect(calls).toEqual([
      [null, 2],
      [2, 2],
      [4, 1],
    ]);
  });

  it('stops at a short batch', async () => {
    const csv = await download(async (after) => (after ? [] : rows(1, 1)));
    expect(await text(csv)).toBe('Id\n1\n');
  });

  it('a later batch that fails cuts the file short and is reported', async () => {
    const errors: Error[] = [];
    const csv = await download(async (after) => {
      if (after) throw new Error('connection lost');
      return rows(1, 2);
    }, errors);
    await expect(text(csv)).rejects.toThrow('connection lost');
    expect(errors.map((error) => error.message)).toEqual(['connection lost']);
  });
});
