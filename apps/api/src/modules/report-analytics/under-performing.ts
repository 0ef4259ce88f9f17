// GET /configuration/get-under-perform-campaigns: the running campaigns of the platform the shared
// rule flags (under-performance.ts), most serious first, each with its last window's figures and,
// when visits arrive but no lead comes of them, the reason the pipeline gave most often.
import {
  lastPageOf,
  UNDER_PERFORMANCE,
  UNDER_PERFORMANCE_FINDINGS,
  type UnderPerforming,
  type UnderPerformingRow,
  underPerformanceOf,
} from '@lead/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';

type CampaignFigures = Omit<UnderPerformingRow, 'finding' | 'top_reason'> & { id: number };

const WINDOW = `${UNDER_PERFORMANCE.windowDays} days`;

/** Active campaigns that have run a whole window, with the window's figures (each an index range scan). */
async function runningCampaigns(db: Queryable, actor: Actor): Promise<CampaignFigures[]> {
  const window = sql`${WINDOW}::interval`;
  const { rows } = await db.execute<CampaignFigures>(sql`
    select k.id, k.leadspeek_api_id, k.campaign_name, k.module,
      c.id as client_company_id, c.company_name as client_company_name,
      s.id as seller_company_id, s.company_name as seller_company_name,
      floor(extract(epoch from now() - coalesce(k.activated_at, k.created_at)) / 86400)::int as days_running,
      (select count(*) from visits v where v.campaign_id = k.id and v.source <> 'test'
        and v.received_at >= now() - ${window})::int as visits,
      lw.leads, lw.previous_leads
    from campaigns k
    join companies c on c.id = k.company_id
    join companies s on s.id = c.parent_id
    -- Both windows' leads in one range scan of (campaign_id, created_at).
    cross join lateral (
      select count(*) filter (where l.created_at >= now() - ${window})::int as leads,
        count(*) filter (where l.created_at < now() - ${window})::int as previous_leads
      from leads l where l.campaign_id = k.id and l.source <> 'test' and l.created_at >= now() - 2 * ${window}
    ) lw
    where k.status = 'active' and ${withinScope(actor.scope, sql`c.path`)}
      and coalesce(k.activated_at, k.created_at) <= now() - ${window}`);
  return rows;
}

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
        gte(visits.receivedAt, sql`now() - ${WINDOW}::interval`),
      ),
    )
    .groupBy(visits.campaignId, sql`2`)
    .orderBy(sql`count(*) desc`, sql`2`);
  const top = new Map<number, string>();
  for (const row of rows) if (!top.has(row.campaignId)) top.set(row.campaignId, row.reason);
  return top;
}

/** One collator for the whole sort: localeCompare with options builds one per comparison. */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

export async function underPerformingCampaigns(
  db: Queryable,
  actor: Actor,
  page: { page: number; perPage: number },
): Promise<UnderPerforming> {
  const flagged = (await runningCampaigns(db, actor))
    .map((row) => ({
      row,
      finding: underPerformanceOf({
        daysRunning: row.days_running,
        visits: row.visits,
        leads: row.leads,
        previousLeads: row.previous_leads,
      }),
    }))
    .flatMap(({ row, finding }) => (finding ? [{ ...row, finding }] : []))
    .sort(
      (a, b) =>
        UNDER_PERFORMANCE_FINDINGS.indexOf(a.finding) - UNDER_PERFORMANCE_FINDINGS.indexOf(b.finding) ||
        byName(a.seller_company_name, b.seller_company_name) ||
        byName(a.client_company_name, b.client_company_name) ||
        byName(a.campaign_name, b.campaign_name) ||
        a.id - b.id,
    );
  const offset = (page.page - 1) * page.perPage;
  const shown = flagged.slice(offset, offset + page.perPage);
  const reasons = await topReasons(
    db,
    shown.filter((row) => row.finding === 'no-leads').map((row) => row.id),
  );
  const counts = Object.fromEntries(
    UNDER_PERFORMANCE_FINDINGS.map((finding) => [
      finding,
      flagged.filter((row) => row.finding === finding).length,
    ]),
  );
  return {
    current_page: page.page,
    per_page: page.perPage,
    total: flagged.length,
    last_page: lastPageOf(flagged.length, page.perPage),
    window_days: UNDER_PERFORMANCE.windowDays,
    counts,
    data: shown.map(({ id, ...row }) => ({ ...row, top_reason: reasons.get(id) ?? null })),
  };
}
