// Events per key in fixed one-minute windows, in this process's memory: a map lookup per event, no
// database round trip (ingestion takes thousands of page views a second). The map is emptied when
// the window turns and never holds more than `maxKeys` keys.
const WINDOW_MS = 60_000;

export type WindowCounter = {
  /** Counts one event of `key`; false when the key is past its limit in this window. */
  take: (key: string) => boolean;
};

export function windowCounter(
  limitPerWindow: number,
  { maxKeys = 100_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {},
): WindowCounter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    take(key) {
      const current = Math.floor(now() / WINDOW_MS);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const seen = counts.get(key);
      if (seen === undefined) {
        // Full (many addresses in one minute): a new key passes uncounted rather than shutting out
        // every new visitor; the lead caps behind ingestion still hold.
        if (counts.size < maxKeys) counts.set(key, 1);
        return limitPerWindow > 0;
      }
      if (seen >= limitPerWindow) return false;
      counts.set(key, seen + 1);
      return true;
    },
  };
}
