// GET /configuration/get-under-perform-campaigns: the running campaigns of the platform the shared
// rule flags (under-performance.ts), most serious first, each with its last window's figures and,
// when visits arrive but no lead comes of them, the reason the pipeline gave most often.
//
// The flagged campaigns come from the last judgment (campaign-judgments.ts), or are judged here when
// it is not fresh. The caller's scope, the campaign still being active, the counts and the page are
// one statement, so only the page's rows leave the database; the list is sorted by the names as the
// judgment found them, and shows them as they are now.
import {
  lastPageOf,
  UNDER_PERFORMANCE,
  UNDER_PERFORMANCE_FINDINGS,
  type UnderPerforming,
  type UnderPerformingRow,
} from '@lead/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  DAYS_RUNNING_SQL,
  freshJudgmentTime,
  JUDGED_NOW,
  JUDGMENT_COLUMNS,
  WINDOW_START,
} from './campaign-judgments.ts';

type PageRow = Omit<UnderPerformingRow, 'top_reason'> & { id: number };

/** Most serious finding first. */
const SERIOUSNESS = sql.raw(
  `array_position(array[${UNDER_PERFORMANCE_FINDINGS.map((finding) => `'${finding}'`).join(', ')}], j.finding)`,
);
/** The list's order: most serious first, then by seller, client and campaign name (as the lists sort). */
const PAGE_ORDER = sql.raw('f.seriousness, f.seller_key, f.client_key, f.campaign_key, f.id');

/** Each campaign's most frequent rejection reason in the window (ties by name, so it never flickers). */
async function topReasons(db: Queryable, campaignIds: number[]): Promise<Map<number, string>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: visits.campaignId,
      reason: sql<string>`coalesce(${visits.reason}, 'unknown')`,
      count: sql<number>`count(*)::int`,
    })
    .from(visits)
    .where(
      and(
        inArray(visits.campaignId, campaignIds),
        eq(visits.status, 'rejected'),
        gte(visits.receivedAt, WINDOW_START),
      ),
    )
    .groupBy(visits.campaignId, sql`2`)
    .orderBy(sql`count(*) desc`, sql`2`);
  const top = new Map<number, string>();
  for (const row of rows) if (!top.has(row.campaignId)) top.set(row.campaignId, row.reason);
  return top;
}

export async function underPerformingCampaigns(
  db: Queryable,
  actor: Actor,
  page: { page: number; perPage: number },
): Promise<UnderPerforming> {
  const judgedAt = await freshJudgmentTime(db);
  const judged = judgedAt ? sql`select ${JUDGMENT_COLUMNS} from campaign_judgments` : JUDGED_NOW;
  const offset = (page.page - 1) * page.perPage;
  // The flagged campaigns in scope are read from the judgment alone (its client path, ids and names),
  // except whether each is still running; only the page's rows look their campaign and companies up,
  // for the names as they are now. The counts come with the page (also a page past the end, which
  // has no row to carry them).
  const { rows } = await db.execute<Partial<PageRow> & { counts: Record<string, number> | null }>(sql`
    with flagged as materialized (
      select j.campaign_id as id, j.client_company_id, j.seller_company_id, j.visits, j.leads,
        j.previous_leads, j.finding, ${SERIOUSNESS} as seriousness, lower(j.seller_company_name) as seller_key,
        lower(j.client_company_name) as client_key, lower(j.campaign_name) as campaign_key
      from (${judged}) j
      join campaigns k on k.id = j.campaign_id and k.status = 'active'
      where ${withinScope(actor.scope, sql`j.client_path`)}
    )
    select totals.counts, shown.* from
      (select json_object_agg(finding, campaigns) as counts
       from (select finding, count(*)::int as campaigns from flagged group by finding) per_finding) totals
    left join lateral (
      select f.id, k.leadspeek_api_id, k.campaign_name, k.module, f.client_company_id,
        c.company_name as client_company_name, f.seller_company_id, s.company_name as seller_company_name,
        ${DAYS_RUNNING_SQL} as days_running,
        f.visits, f.leads, f.previous_leads, f.finding
      from (select * from flagged f order by ${PAGE_ORDER} limit ${page.perPage} offset ${offset}) f
      join campaigns k on k.id = f.id
      join companies c on c.id = f.client_company_id
      join companies s on s.id = f.seller_company_id
      order by ${PAGE_ORDER}
    ) shown on true`);
  const found = rows[0]?.counts ?? {};
  const shown = rows.filter((row): row is PageRow & { counts: null } => row.id != null);
  const counts = Object.fromEntries(
    UNDER_PERFORMANCE_FINDINGS.map((finding) => [finding, found[finding] ?? 0]),
  );
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const reasons = await topReasons(
    db,
    shown.filter((row) => row.finding === 'no-leads').map((row) => row.id),
  );
  return {
    current_page: page.page,
    per_page: page.perPage,
    total,
    last_page: lastPageOf(total, page.perPage),
    window_days: UNDER_PERFORMANCE.windowDays,
    judged_at: (judgedAt ?? new Date()).toISOString(),
    counts,
    data: shown.map(({ id, counts: _counts, ...row }) => ({ ...row, top_reason: reasons.get(id) ?? null })),
  };
}
