// Dropped page views counted in this process's memory: one Map increment per drop on the hot path,
// written in batches by flush(). The campaign key is kept as sent; the write resolves it to a
// campaign (a flood from one address is dropped before any campaign lookup, and must stay so).
import type { PixelDropReason } from '@lead/shared';

const DAY_MS = 86_400_000;
const SEPARATOR = '|';

export type DropCountRow = {
  /** The UTC day the page views were dropped on (yyyy-MM-dd). */
  day: string;
  reason: PixelDropReason;
  /** The campaign key the page view named; '' when it named none (or the map was full). */
  campaignKey: string;
  count: number;
};

export type DropCounts = {
  count: (reason: PixelDropReason, campaignKey: string) => void;
  /**
   * Writes what was counted so far and forgets it once written. A failed write keeps the counts
   * for the next flush (and rejects); flushes run one after another, so nothing is written twice.
   */
  flush: () => Promise<void>;
};

export type DropCountOptions = { maxEntries?: number; now?: () => number };

export function createDropCounts(
  write: (rows: DropCountRow[]) => Promise<void>,
  { maxEntries = 50_000, now = Date.now }: DropCountOptions = {},
): DropCounts {
  let counted = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  function add(entry: string, count: number, unattributed: () => string): void {
    const seen = counted.get(entry);
    if (seen !== undefined) counted.set(entry, seen + count);
    // Full (keys made up by a flood): the count still goes in, under no campaign.
    else if (counted.size < maxEntries) counted.set(entry, count);
    else {
      const fallback = unattributed();
      counted.set(fallback, (counted.get(fallback) ?? 0) + count);
    }
  }

  async function writeCounted(): Promise<void> {
    if (counted.size === 0) return;
    const taken = counted;
    counted = new Map();
    const rows: DropCountRow[] = [];
    for (const [entry, count] of taken) {
      const [day = '0', reason, campaignKey = ''] = entry.split(SEPARATOR);
      rows.push({
        day: new Date(Number(day) * DAY_MS).toISOString().slice(0, 10),
        reason: reason as PixelDropReason,
        campaignKey,
        count,
      });
    }
    try {
      await write(rows);
    } catch (error) {
      for (const [entry, count] of taken) {
        const [day, reason] = entry.split(SEPARATOR);
        add(entry, count, () => [day, reason, ''].join(SEPARATOR));
      }
      throw error;
    }
  }

  return {
    count(reason, named) {
      const day = Math.floor(now() / DAY_MS);
      // An unknown key names no campaign by definition: made-up keys must not fill the map.
      const campaignKey = reason === 'unknown-campaign' ? '' : named;
      add(
        `${day}${SEPARATOR}${reason}${SEPARATOR}${campaignKey}`,
        1,
        () => `${day}${SEPARATOR}${reason}${SEPARATOR}`,
      );
    },
    flush() {
      const run = queue.then(writeCounted);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
