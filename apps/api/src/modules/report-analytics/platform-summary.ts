// GET /configuration/report-analytics/{startDate}/{endDate}: the platform's leads, spend and visits
// over a local date range, per day and per module, against the range before; who made leads; and
// what runs now. Everything lies in the caller's tenant scope (a system user's whole platform).
import { LEAD_MODULE_KINDS, previousRangeOf, type ReportAnalytics, type ReportRange } from '@lead/shared';
import { and, count, eq } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { wholePlatformOf } from '../../platform/access/companies.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { chartDays, totalOf } from '../reports/chart.ts';
import { type ReportZone, rangeBounds } from '../reports/report-zone.ts';
import type { FigureBounds } from './platform-figures.ts';
import { liveFigures } from './platform-figures-live.ts';
import { rollupAnswers, rollupFigures } from './platform-figures-rollup.ts';

export async function platformSummary(
  db: Queryable,
  actor: Actor,
  range: ReportRange,
  zone: ReportZone,
): Promise<ReportAnalytics> {
  const previous = previousRangeOf(range);
  const current = rangeBounds(range, zone.name);
  // The range before ends where this one starts.
  const bounds: FigureBounds = { since: rangeBounds(previous, zone.name).from, ...current };
  const inScope = withinScope(actor.scope, companies.path);
  // The whole platform reads its rollup; a scope below it (view-as an agency) its own leads.
  const wholePlatform = wholePlatformOf(actor);

  const [figures, running, agencies] = await Promise.all([
    wholePlatform && rollupAnswers([previous, range], zone.name, bounds)
      ? rollupFigures(db, wholePlatform, bounds, zone)
      : liveFigures(db, actor.scope, bounds, zone),
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

  const days = chartDays(range, figures.perDay);
  const moduleTotals = new Map(LEAD_MODULE_KINDS.map((module) => [module, { leads: 0, spend_cents: 0 }]));
  for (const row of figures.perDay) {
    const entry = moduleTotals.get(row.module);
    if (!entry) continue;
    entry.leads += row.leads;
    entry.spend_cents += row.spendCents;
  }
  return {
    timezone: zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    days,
    totals: {
      ...totalOf(days),
      visits: figures.visits,
      visit_leads: figures.visitLeads,
      clients_with_leads: figures.clients,
      sellers_with_leads: figures.sellers,
      active_campaigns: running[0]?.total ?? 0,
      agencies: agencies[0]?.total ?? 0,
    },
    previous: {
      ...previous,
      leads: figures.previousLeads,
      spend_cents: figures.previousSpendCents,
      visits: figures.previousVisits,
    },
    modules: [...moduleTotals].map(([module, totals]) => ({ module, ...totals })),
  };
}
