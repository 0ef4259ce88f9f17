// What the lead flood stages read for one batch (issue 12 item 4), each a read the batch runs with
// its other facts (platform/read-together.ts): the leads each source address (by its key: an IPv4
// address or IPv6 /64, however spelt) made per campaign in the last 24 hours, and each campaign's
// leads of the last hour against its usual hourly rate. Only pixel visits are judged: they are the
// ones anyone can send.
import { VELOCITY_BASELINE_HOURS } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../platform/db.ts';
import { read, readOne } from '../../platform/read-together.ts';
import type { Visit } from './batch-facts.ts';
import type { CampaignPace } from './stages/velocity-guard.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A pixel visit is judged by its source address; feeds and test leads are not. */
export const judgedByAddress = (visit: Visit): visit is Visit & { sourceKey: string } =>
  visit.source === 'pixel' && visit.sourceKey !== null;

export const addressKey = (campaignId: number, sourceKey: string) => `${campaignId}|${sourceKey}`;

/**
 * The statement counting the leads (held and discarded ones too) of each campaign and source address
 * in the 24 hours before `now`: one index lookup per pair (visits_lead_source_idx, whose predicate
 * this repeats). Bounded on both sides (an hour ahead for clocks apart), so only the day's month is
 * planned and read, not the month made ahead nor the default one (db/month-partitions.ts).
 */
export function leadsFromAddressesQuery(pairs: [number, string][], now: Date) {
  return sql`
    select p.campaign_id, p.source_key, (
      select count(*) from visits v
      where v.campaign_id = p.campaign_id and v.source_key = p.source_key
        and v.received_at >= ${new Date(now.getTime() - DAY_MS)}
        and v.received_at < ${new Date(now.getTime() + HOUR_MS)}
        and v.status in ('lead', 'held', 'discarded')
    )::int as n
    from unnest(${sql.param(pairs.map(([campaignId]) => campaignId))}::int[],
      ${sql.param(pairs.map(([, sourceKey]) => sourceKey))}::text[]) as p(campaign_id, source_key)`;
}

/** Leads (held and discarded ones too) of each campaign and source address in the last 24 hours. */
export function leadsFromAddressesRead(batch: Visit[], now: Date) {
  const pairs = new Map<string, [number, string]>();
  for (const visit of batch)
    if (judgedByAddress(visit))
      pairs.set(addressKey(visit.campaignId, visit.sourceKey), [visit.campaignId, visit.sourceKey]);
  type Row = { campaign_id: number; source_key: string; n: number };
  return read(
    pairs.size === 0 ? null : leadsFromAddressesQuery([...pairs.values()], now),
    (rows: Row[]) => new Map(rows.map((row) => [addressKey(row.campaign_id, row.source_key), row.n])),
  );
}

// The week before the last hour changes slowly: each campaign's count is kept for a few minutes, so
// a busy campaign's week of leads is not counted again for every batch.
const BASELINE_KEPT_MS = 10 * 60_000;
export type BaselineCache = LRUCache<number, number>;
const baselinesByDatabase = new WeakMap<object, BaselineCache>();

/**
 * The kept baselines of one database handle (campaign ids are per database: the API tests run many
 * databases, each a copy of one template, in one process).
 */
export function baselinesOf(database: object): BaselineCache {
  let kept = baselinesByDatabase.get(database);
  if (!kept) {
    kept = new LRUCache<number, number>({ max: 10_000, ttl: BASELINE_KEPT_MS });
    baselinesByDatabase.set(database, kept);
  }
  return kept;
}

/**
 * Each campaign's leads of the last hour (held and discarded ones too; a released lead keeps the time
 * it was held) and of the baseline week before it. Test leads are not counted. The last hour is read
 * from the per-minute counts (campaign_minute_leads): counting a busy campaign's leads of the hour in
 * every batch cost more the more leads it made.
 */
export function paceRead(campaignIds: number[], now: Date, baselines: BaselineCache) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // The whole minutes of the hour come from their counts; the leads of the minute the hour starts
  // inside (when it does not start on one) are counted themselves.
  const wholeMinutesFrom = new Date(Math.ceil(hourAgo.getTime() / MINUTE_MS) * MINUTE_MS);
  const baselineStart = new Date(hourAgo.getTime() - VELOCITY_BASELINE_HOURS * HOUR_MS);
  const uncounted = campaignIds.filter((id) => !baselines.has(id));
  const query =
    campaignIds.length === 0
      ? null
      : sql`select c.id,
          ((select coalesce(sum(m.leads), 0) from campaign_minute_leads m
              where m.campaign_id = c.id and m.minute >= ${wholeMinutesFrom})
            + (select count(*) from leads l where l.campaign_id = c.id and l.created_at >= ${hourAgo}
              and l.created_at < ${wholeMinutesFrom} and l.source <> 'test'))::int as leads,
          (select count(*) from held_leads h where h.campaign_id = c.id and h.held_at >= ${hourAgo}
            and h.status <> 'released')::int as held,
          case when c.id = any(${sql.param(uncounted)}::int[]) then
            (select count(*) from leads l where l.campaign_id = c.id and l.created_at >= ${baselineStart}
              and l.created_at < ${hourAgo} and l.source <> 'test')::int
          end as baseline
        from unnest(${sql.param(campaignIds)}::int[]) as c(id)`;
  type Row = { id: number; leads: number; held: number; baseline: number | null };
  return read(query, (rows: Row[]) => {
    const paces = new Map<number, CampaignPace>();
    for (const row of rows) {
      if (row.baseline !== null) baselines.set(row.id, row.baseline);
      paces.set(row.id, {
        lastHour: row.leads + row.held,
        baseline: row.baseline ?? baselines.get(row.id) ?? 0,
      });
    }
    return paces;
  });
}

export const paceOfCampaigns = (
  db: Queryable,
  campaignIds: number[],
  now: Date,
  baselines: BaselineCache,
): Promise<Map<number, CampaignPace>> => readOne(db, paceRead(campaignIds, now, baselines));
