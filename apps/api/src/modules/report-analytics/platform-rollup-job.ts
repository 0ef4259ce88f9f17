// The compaction job: moves the rows the platform rollup's triggers inserted (db/schema/analytics.ts)
// into one compacted row per key, so a report over a year reads a few hundred rows a day however many
// batches wrote them. Each statement deletes a chunk of fresh rows and adds their sums to the kept
// rows in one step: a report (one statement) sees each lead once, before or after. Two compactions at
// once never move a row twice (the second finds it deleted).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

/** Fresh rows per statement: a compaction after a long pause stays a series of short statements. */
const CHUNK = 20_000;

/**
 * Takes a chunk of the table's fresh rows (`gone`), adds them up into its kept rows (each of `keep`,
 * in the same statement), answers how many it took.
 */
const compaction = (table: string, columns: string, ...keep: string[]) =>
  sql.raw(`with gone as (
      delete from ${table} where ctid = any(array(select ctid from ${table} where not compacted limit ${CHUNK}))
      returning ${columns}),
    ${keep.map((statement, index) => `kept${index} as (${statement} returning 1)`).join(',\n    ')}
    select count(*)::int as moved from gone`);

/**
 * The INSERT that ORs client days (`source`: company_id, seller_id, root_id, day) into the bits of
 * their client's month (db/schema/analytics.ts, clientLeadMonths).
 */
export const clientMonthsOf = (source: string) =>
  `insert into client_lead_months as kept (company_id, month, seller_id, root_id, days)
    select company_id, date_trunc('month', day)::date, min(seller_id), min(root_id),
      bit_or(1::bigint << (extract(day from day)::int - 1))
    from ${source} group by 1, 2 order by 1, 2
    on conflict (company_id, month) do update set days = kept.days | excluded.days`;

// Sorted, so two compactions at once take the kept rows' locks in one order.
const COMPACTIONS = [
  compaction(
    'platform_lead_quarters',
    'root_id, module, quarter, leads, spend_cents',
    `insert into platform_lead_quarters as kept (root_id, module, quarter, leads, spend_cents, compacted)
    select root_id, module, quarter, sum(leads), sum(spend_cents), true from gone group by 1, 2, 3 order by 1, 2, 3
    on conflict (root_id, module, quarter) where compacted
    do update set leads = kept.leads + excluded.leads, spend_cents = kept.spend_cents + excluded.spend_cents`,
  ),
  compaction(
    'platform_visit_quarters',
    'root_id, quarter, visits, visit_leads',
    `insert into platform_visit_quarters as kept (root_id, quarter, visits, visit_leads, compacted)
    select root_id, quarter, sum(visits), sum(visit_leads), true from gone group by 1, 2 order by 1, 2
    on conflict (root_id, quarter) where compacted
    do update set visits = kept.visits + excluded.visits, visit_leads = kept.visit_leads + excluded.visit_leads`,
  ),
  compaction(
    'client_lead_days',
    'company_id, seller_id, root_id, day, first_at, last_at',
    `insert into client_lead_days as kept (company_id, seller_id, root_id, day, first_at, last_at, compacted)
    select company_id, min(seller_id), min(root_id), day, min(first_at), max(last_at), true
    from gone group by company_id, day order by company_id, day
    on conflict (company_id, day) where compacted
    do update set first_at = least(kept.first_at, excluded.first_at), last_at = greatest(kept.last_at, excluded.last_at)`,
    clientMonthsOf('gone'),
  ),
];

/** Compacts every fresh row there is; answers how many fresh rows it moved. */
export async function compactPlatformRollup(db: Queryable): Promise<number> {
  let moved = 0;
  for (const statement of COMPACTIONS)
    for (;;) {
      const { rows } = await db.execute<{ moved: number }>(statement);
      const taken = rows[0]?.moved ?? 0;
      moved += taken;
      if (taken < CHUNK) break;
    }
  return moved;
}

export const compactPlatformRollupJob = defineScheduledJob({
  name: 'compact-platform-rollup',
  cron: '*/5 * * * *',
  run: (ctx) => compactPlatformRollup(ctx.db),
});
