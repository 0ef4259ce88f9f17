// The platform summary's figures counted from the leads and visits themselves: for a scope below the
// platform root (view-as an agency), whose leads are a few of the platform's, and for a zone whose
// local days do not start on a UTC quarter hour (only historic offsets), which the rollup cannot file.
import type { LeadModuleKind } from '@lead/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { campaigns, companies, leads, visits } from '../../db/schema/index.ts';
import type { TenantScope } from '../../platform/access/subtree.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { billableLead } from '../reports/lead-scope.ts';
import { inZone, type ReportZone } from '../reports/report-zone.ts';
import type { FigureBounds, PlatformFigures } from './platform-figures.ts';

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const cents = (expression: ReturnType<typeof sql>) =>
  sql<string>`coalesce((${expression}), 0)::bigint`.mapWith(Number);

export async function liveFigures(
  db: Queryable,
  scope: TenantScope,
  { since, from, until }: FigureBounds,
  zone: ReportZone,
): Promise<PlatformFigures> {
  const inScope = withinScope(scope, companies.path);
  const isCurrent = sql`${leads.createdAt} >= ${from}`;
  const localDay = sql<string>`to_char(${leads.createdAt} at time zone ${zone.name}, 'YYYY-MM-DD')`;

  const [perDay, leadFigures, visitFigures] = await Promise.all([
    inZone(zone, () =>
      db
        .select({
          date: localDay,
          module: sql<LeadModuleKind>`${leads.module}`,
          leads: int(sql`count(*)`),
          spendCents: cents(sql`sum(${leads.priceCents})`),
        })
        .from(leads)
        .innerJoin(companies, eq(companies.id, leads.companyId))
        .where(and(inScope, billableLead, gte(leads.createdAt, from), lt(leads.createdAt, until)))
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
      .where(and(inScope, billableLead, gte(leads.createdAt, since), lt(leads.createdAt, until))),
    // Through the campaigns, so each one's visits are a range scan of (campaign_id, received_at).
    db
      .select({
        visits: int(sql`count(*) filter (where ${visits.receivedAt} >= ${from})`),
        visitLeads: int(
          sql`count(*) filter (where ${visits.receivedAt} >= ${from} and ${visits.status} = 'lead')`,
        ),
        previousVisits: int(sql`count(*) filter (where ${visits.receivedAt} < ${from})`),
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
          lt(visits.receivedAt, until),
        ),
      ),
  ]);
  const leadRow = leadFigures[0];
  const visitRow = visitFigures[0];
  return {
    perDay,
    previousLeads: leadRow?.previousLeads ?? 0,
    previousSpendCents: leadRow?.previousSpendCents ?? 0,
    clients: leadRow?.clients ?? 0,
    sellers: leadRow?.sellers ?? 0,
    visits: visitRow?.visits ?? 0,
    visitLeads: visitRow?.visitLeads ?? 0,
    previousVisits: visitRow?.previousVisits ?? 0,
  };
}
