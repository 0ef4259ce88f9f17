// GET /leadspeek/report/invoice/…: per campaign that produced leads in the range, its leads and what
// they cost, next to the campaign's own platform fee and cost per lead; biggest spend first.
import type { ReportInvoice, ReportRange } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { billableLead, selectedLeads } from './lead-scope.ts';
import type { ReportSelection } from './report-selection.ts';

export async function reportInvoice(
  db: Queryable,
  selection: ReportSelection,
  range: ReportRange,
): Promise<ReportInvoice> {
  const spend = sql<string>`coalesce(sum(${leads.priceCents}), 0)::bigint`;
  const rows = await db
    .select({
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      module: campaigns.module,
      status: campaigns.status,
      company_id: companies.id,
      company_name: companies.companyName,
      leads: sql<number>`count(*)::int`,
      spend_cents: spend.mapWith(Number),
      platform_fee_cents: campaigns.platformFeeCents,
      cost_per_lead_cents: campaigns.costPerLeadCents,
    })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(selectedLeads(selection, range, [billableLead]))
    .groupBy(campaigns.id, companies.id)
    .orderBy(sql`${spend} desc`, campaigns.id);
  return {
    moduleType: selection.moduleType,
    timezone: selection.zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    campaigns: rows,
    totals: {
      leads: rows.reduce((sum, row) => sum + row.leads, 0),
      spend_cents: rows.reduce((sum, row) => sum + row.spend_cents, 0),
    },
  };
}
