// GET /configuration/report-analytics/{startDate}/{endDate}: the platform's leads, spend and visits
// over a local date range, per day and per module, against the range before; who made leads; and
// what runs now. Everything lies in the caller's tenant scope (a system user's whole platform).
import { LEAD_MODULE_KINDS, previousRangeOf, type ReportAnalytics, type ReportRange } from '@lead/shared';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { campaigns, companies, leads, visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { chartDays, totalOf } from '../reports/chart.ts';
import { billableLead } from '../reports/lead-scope.ts';
import { inZone, type ReportZone, rangeBounds } from '../reports/report-zone.ts';

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const cents = (expression: ReturnType<typeof sql>) =>
  sql<string>`coalesce((${expression}), 0)::bigint`.mapWith(Number);

export async function platformSummary(
  db: Queryable,
  actor: Actor,
  range: ReportRange,
  zone: ReportZone,
): Promise<ReportAnalytics> {
  const previous = previousRangeOf(range);
  const current = rangeBounds(range, zone.name);
  // The range before ends where this one starts, so one scan from its start covers both.
  const since = rangeBounds(previous, zone.name).from;
  const inScope = withinScope(actor.scope, companies.path);
  const isCurrent = sql`${leads.createdAt} >= ${current.from}`;
  const localDay = sql<string>`to_char(${leads.createdAt} at time zone ${zone.name}, 'YYYY-MM-DD')`;

  const [perDay, leadFigures, visitFigures, running, agencies] = await Promise.all([
    inZone(zone, () =>
      db
        .select({
          date: localDay,
          module: leads.module,
          leads: int(sql`count(*)`),
          spendCents: cents(sql`sum(${leads.priceCents})`),
        })
        .from(leads)
        .innerJoin(companies, eq(companies.id, leads.companyId))
        .where(
          and(inScope, billableLead, gte(leads.createdAt, current.from), lt(leads.createdAt, current.until)),
        )
        .groupBy(sql`1`, leads.module),
    ),
    db
      .select({
        previousLeads: int(sql`count(*) filter (where not ${isCurrent})`),
        previousSpendCents: cents(sql`sum(${leads.priceCents}) filter (where not ${isCurrent})`),
        clients: int(sql`count(distinct ${leads.companyId}) filter (where ${isCurrent})`),
        // A client's parent is who sells to it: its agency, or the platform itself.
        sellers: int(sql`count(distinct ${companies.parentId}) filter (where ${isCurrent})`),
      })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(and(inScope, billableLead, gte(leads.createdAt, since), lt(leads.createdAt, current.until))),
    // Through the campaigns, so each one's visits are a range scan of (campaign_id, received_at).
    db
      .select({
        visits: int(sql`count(*) filter (where ${visits.receivedAt} >= ${current.from})`),
        visitLeads: int(
          sql`count(*) filter (where ${visits.receivedAt} >= ${current.from} and ${visits.status} = 'lead')`,
        ),
        previousVisits: int(sql`count(*) filter (where ${visits.receivedAt} < ${current.from})`),
      })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .innerJoin(visits, eq(visits.campaignId, campaigns.id))
      .where(
        and(
          inScope,
          // Page views: a feed's people (search, audience) and test visits are no visit of a site.
          eq(visits.source, 'pixel'),
          gte(visits.receivedAt, since),
          lt(visits.receivedAt, current.until),
        ),
      ),
    db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(and(eq(campaigns.status, 'active'), inScope)),
    db
      .select({ total: count() })
      .from(companies)
      .where(and(eq(companies.kind, 'agency'), inScope)),
  ]);

  const days = chartDays(range, perDay);
  const moduleTotals = new Map(LEAD_MODULE_KINDS.map((module) => [module, { leads: 0, spend_cents: 0 }]));
  for (const row of perDay) {
    const entry = moduleTotals.get(row.module);
    if (!entry) continue;
    entry.leads += row.leads;
    entry.spend_cents += row.spendCents;
  }
  const figures = leadFigures[0];
  const visited = visitFigures[0];
  return {
    timezone: zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    days,
    totals: {
      ...totalOf(days),
      visits: visited?.visits ?? 0,
      visit_leads: visited?.visitLeads ?? 0,
      clients_with_leads: figures?.clients ?? 0,
      sellers_with_leads: figures?.sellers ?? 0,
      active_campaigns: running[0]?.total ?? 0,
      agencies: agencies[0]?.total ?? 0,
    },
    previous: {
      ...previous,
      leads: figures?.previousLeads ?? 0,
      spend_cents: figures?.previousSpendCents ?? 0,
      visits: visited?.previousVisits ?? 0,
    },
    modules: [...moduleTotals].map(([module, totals]) => ({ module, ...totals })),
  };
}
