// One statement per flush: the campaign keys are resolved in the database, counts of a key that
// names a campaign are added to its row, the rest (unknown keys, no key) to the platform-wide row.
// A single statement commits all of it or nothing, so a failed flush can be retried whole.
import type { Pool } from 'pg';
import type { DropCountRow } from './drop-counts.ts';

const ADD_DROP_COUNTS = `with dropped as (
    select d::date as day, r as reason, k as campaign_key, n as count
    from unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) as x(d, r, k, n)
  ),
  attributed as (
    select dropped.day, dropped.reason, campaigns.id as campaign_id, dropped.count
    from dropped
    left join campaigns on campaigns.leadspeek_api_id = dropped.campaign_key and campaigns.module = 'local'
      and dropped.reason <> 'unknown-campaign'
  ),
  per_campaign as (
    insert into pixel_drop_counts as kept (campaign_id, day, reason, count)
    select campaign_id, day, reason, sum(count) from attributed where campaign_id is not null
    group by campaign_id, day, reason
    on conflict (campaign_id, day, reason) do update set count = kept.count + excluded.count
  )
  insert into pixel_drop_counts_without_campaign as kept (day, reason, count)
  select day, reason, sum(count) from attributed where campaign_id is null
  group by day, reason
  on conflict (day, reason) do update set count = kept.count + excluded.count`;

export async function writeDropCounts(pool: Pool, rows: DropCountRow[]): Promise<void> {
  await pool.query(ADD_DROP_COUNTS, [
    rows.map((row) => row.day),
    rows.map((row) => row.reason),
    rows.map((row) => row.campaignKey),
    rows.map((row) => row.count),
  ]);
}
