// Where each Site ID campaign's pixel is seen (issue 25 item 6), noted in this process's memory: one
// Map write per page view on the hot path, the address parsed only when written. Per campaign it
// keeps the newest page view on the campaign's site and the newest elsewhere, with their counts;
// flush() writes them every few seconds with the dropped page view counts (drop-flush.ts).
import type { Pool } from 'pg';
import { siteHostOf } from './site-match.ts';

/**
 * Hosts kept per campaign and kind (its site, elsewhere): hosts a stranger makes up cannot fill the
 * table, nor push the campaign's own site out of it.
 */
export const PIXEL_SIGHTING_HOSTS = 20;

type Noted = { campaignId: number; onSite: boolean; pageUrl: string; at: number; count: number };

export type PixelSightings = {
  seen: (campaignId: number, pageUrl: string, onSite: boolean) => void;
  /** Writes what was noted; a failed write keeps it for the next flush (and rejects). */
  flush: () => Promise<void>;
};

export type SightingRow = { campaignId: number; host: string; onSite: boolean; count: number; at: Date };

export function createPixelSightings(
  write: (rows: SightingRow[]) => Promise<void>,
  { maxEntries = 20_000, now = Date.now }: { maxEntries?: number; now?: () => number } = {},
): PixelSightings {
  let noted = new Map<number, Noted>();
  let queue: Promise<void> = Promise.resolve();

  const note = (key: number, entry: Noted) => {
    const seen = noted.get(key);
    if (seen) {
      seen.count += entry.count;
      if (entry.at >= seen.at) Object.assign(seen, { pageUrl: entry.pageUrl, at: entry.at });
    } else if (noted.size < maxEntries) noted.set(key, entry);
  };

  async function writeNoted(): Promise<void> {
    if (noted.size === 0) return;
    const taken = noted;
    noted = new Map();
    const rows = [...taken.values()].flatMap((entry) => {
      const host = siteHostOf(entry.pageUrl)?.slice(0, 253);
      return host
        ? [
            {
              campaignId: entry.campaignId,
              host,
              onSite: entry.onSite,
              count: entry.count,
              at: new Date(entry.at),
            },
          ]
        : [];
    });
    try {
      if (rows.length > 0) await write(rows);
    } catch (error) {
      for (const [key, entry] of taken) note(key, entry);
      throw error;
    }
  }

  return {
    seen(campaignId, pageUrl, onSite) {
      // A number key and no new object for a campaign already noted: this runs for every page view.
      const key = onSite ? campaignId : -campaignId;
      const at = now();
      const entry = noted.get(key);
      if (entry) {
        entry.count += 1;
        entry.pageUrl = pageUrl;
        entry.at = at;
      } else if (noted.size < maxEntries) noted.set(key, { campaignId, onSite, pageUrl, at, count: 1 });
    },
    flush() {
      const run = queue.then(writeNoted);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

const ADD_SIGHTINGS = `with seen as (
    select c as campaign_id, h as host, bool_or(o) as on_site, sum(n) as page_views, max(t) as at
    from unnest($1::int[], $2::text[], $3::boolean[], $4::bigint[], $5::timestamptz[]) as x(c, h, o, n, t)
    group by c, h
  )
  insert into pixel_sightings as kept (campaign_id, host, on_site, page_views, first_seen_at, last_seen_at)
  select seen.campaign_id, seen.host, seen.on_site, seen.page_views, seen.at, seen.at
  from seen join campaigns on campaigns.id = seen.campaign_id
  on conflict (campaign_id, host) do update set on_site = excluded.on_site,
    page_views = kept.page_views + excluded.page_views,
    last_seen_at = greatest(kept.last_seen_at, excluded.last_seen_at)`;

const TRIM_SIGHTINGS = `delete from pixel_sightings s
  using unnest($1::int[]) as touched(campaign_id)
  where s.campaign_id = touched.campaign_id and s.host not in (
    select newest.host from pixel_sightings newest
    where newest.campaign_id = touched.campaign_id and newest.on_site = s.on_site
    order by newest.last_seen_at desc limit ${PIXEL_SIGHTING_HOSTS})`;

/** The hosts added or counted, then each campaign trimmed to its newest hosts (a trim twice is one). */
export async function writeSightings(pool: Pool, rows: SightingRow[]): Promise<void> {
  await pool.query(ADD_SIGHTINGS, [
    rows.map((row) => row.campaignId),
    rows.map((row) => row.host),
    rows.map((row) => row.onSite),
    rows.map((row) => row.count),
    rows.map((row) => row.at.toISOString()),
  ]);
  await pool.query(TRIM_SIGHTINGS, [[...new Set(rows.map((row) => row.campaignId))]]);
}
