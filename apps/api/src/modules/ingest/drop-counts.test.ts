import { describe, expect, it } from 'vitest';
import { createDropCounts, type DropCountRow } from './drop-counts.ts';

const MARCH_2 = Date.parse('2026-03-02T23:59:59Z');
const MARCH_3 = Date.parse('2026-03-03T00:00:00Z');
const byKey = (rows: DropCountRow[]) =>
  [...rows].sort((a, b) =>
    `${a.day}${a.reason}${a.campaignKey}`.localeCompare(`${b.day}${b.reason}${b.campaignKey}`),
  );

describe('dropped page views counted in memory and written in batches (issue 13 point 6)', () => {
  it('adds up per UTC day, reason and campaign key, and writes each count once', async () => {
    let now = MARCH_2;
    const writes: DropCountRow[][] = [];
    const drops = createDropCounts(async (rows) => void writes.push(rows), { now: () => now });
    drops.count('bot', '100');
    drops.count('bot', '100');
    drops.count('other-site', '100');
    now = MARCH_3;
    drops.count('bot', '100');
    drops.count('malformed', '');
    drops.count('unknown-campaign', '555');
    drops.count('unknown-campaign', '556');
    await drops.flush();
    expect(writes.length).toBe(1);
    expect(byKey(writes[0] ?? [])).toEqual([
      { day: '2026-03-02', reason: 'bot', campaignKey: '100', count: 2 },
      { day: '2026-03-02', reason: 'other-site', campaignKey: '100', count: 1 },
      { day: '2026-03-03', reason: 'bot', campaignKey: '100', count: 1 },
      { day: '2026-03-03', reason: 'malformed', campaignKey: '', count: 1 },
      { day: '2026-03-03', reason: 'unknown-campaign', campaignKey: '', count: 2 },
    ]);
    await drops.flush();
    expect(writes.length).toBe(1);
  });

  it('a failed write keeps the counts for the next flush, added to those counted meanwhile', async () => {
    let fail = true;
    const written: DropCountRow[][] = [];
    const drops = createDropCounts(
      async (rows) => {
        if (fail) throw new Error('connection lost');
        written.push(rows);
      },
      { now: () => MARCH_3 },
    );
    drops.count('bot', '100');
    drops.count('bot', '100');
    await expect(drops.flush()).rejects.toThrow('connection lost');
    drops.count('bot', '100');
    drops.count('rate-limited-ip', '200');
    fail = false;
    await drops.flush();
    expect(byKey(written.flat())).toEqual([
      { day: '2026-03-03', reason: 'bot', campaignKey: '100', count: 3 },
      { day: '2026-03-03', reason: 'rate-limited-ip', campaignKey: '200', count: 1 },
    ]);
    await drops.flush();
    expect(written.length).toBe(1);
  });

  it('flushes asked for together run one after another: a count is never in two writes', async () => {
    const written: DropCountRow[][] = [];
    let running = 0;
    const drops = createDropCounts(
      async (rows) => {
        running++;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(rows);
        running--;
      },
      { now: () => MARCH_3 },
    );
    drops.count('bot', '100');
    const first = drops.flush();
    drops.count('bot', '100');
    await Promise.all([first, drops.flush(), drops.flush()]);
    expect(written.flat().reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });

  it('past maxEntries keys, a new key is counted under no campaign rather than lost', async () => {
    const written: DropCountRow[] = [];
    const drops = createDropCounts(async (rows) => void written.push(...rows), {
      maxEntries: 2,
      now: () => MARCH_3,
    });
    for (const key of ['1', '2', '3', '4', '1']) drops.count('bot', key);
    await drops.flush();
    expect(byKey(written)).toEqual([
      { day: '2026-03-03', reason: 'bot', campaignKey: '', count: 2 },
      { day: '2026-03-03', reason: 'bot', campaignKey: '1', count: 2 },
      { day: '2026-03-03', reason: 'bot', campaignKey: '2', count: 1 },
    ]);
  });
});
