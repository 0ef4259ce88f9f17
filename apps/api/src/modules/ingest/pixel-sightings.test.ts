// The pixel's sightings in memory (issue 25 item 6): one entry per campaign and kind, the newest page
// view's host and the count; nothing lost when a write fails; a bounded map whatever a flood sends.
import { describe, expect, it } from 'vitest';
import { createPixelSightings, type SightingRow } from './pixel-sightings.ts';

describe('createPixelSightings', () => {
  it('writes per campaign the newest host on its site and elsewhere, with their counts', async () => {
    let clock = 1_000;
    const written: SightingRow[][] = [];
    const sightings = createPixelSightings(async (rows) => void written.push(rows), { now: () => clock++ });
    sightings.seen(7, 'https://www.acme.com/a', true);
    sightings.seen(7, 'https://shop.acme.com/b', true);
    sightings.seen(7, 'https://other.test/c', false);
    sightings.seen(8, 'not an address', false);
    await sightings.flush();
    expect(written).toEqual([
      [
        { campaignId: 7, host: 'shop.acme.com', onSite: true, count: 2, at: new Date(1_001) },
        { campaignId: 7, host: 'other.test', onSite: false, count: 1, at: new Date(1_002) },
      ],
    ]);
    await sightings.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps what a failed write held for the next flush', async () => {
    let fail = true;
    const written: SightingRow[] = [];
    const sightings = createPixelSightings(async (rows) => {
      if (fail) throw new Error('database away');
      written.push(...rows);
    });
    sightings.seen(7, 'https://acme.com/', true);
    await expect(sightings.flush()).rejects.toThrow('database away');
    fail = false;
    sightings.seen(7, 'https://acme.com/x', true);
    await sightings.flush();
    expect(written).toEqual([expect.objectContaining({ host: 'acme.com', count: 2 })]);
  });

  it('holds at most maxEntries campaigns and kinds, and a host at most 253 characters', async () => {
    const written: SightingRow[] = [];
    const sightings = createPixelSightings(async (rows) => void written.push(...rows), { maxEntries: 3 });
    for (let campaign = 1; campaign <= 10; campaign += 1)
      sightings.seen(campaign, `https://${'a'.repeat(300)}.test/`, false);
    await sightings.flush();
    expect(written).toHaveLength(3);
    expect(written.every((row) => row.host.length === 253)).toBe(true);
  });
});
