// The lead row every lead list answers with (contracts/reports.ts leadReportRow): leads joined to
// their campaign and its client company, and one page of them under any WHERE and order.
import type { LeadReportResponse } from '@lead/shared';
import { lastPageOf } from '@lead/shared';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { journeySummaryColumn } from '../lead-journey/journey-sql.ts';
import { journeySummaryOf } from '../lead-journey/journey-summary.ts';

export const leadRowColumns = {
  id: leads.id,
  created_at: leads.createdAt,
  leadspeek_api_id: campaigns.leadspeekApiId,
  campaign_name: campaigns.campaignName,
  module: leads.module,
  client_company_id: companies.id,
  client_company_name: companies.companyName,
  first_name: leads.firstName,
  last_name: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  address: leads.address,
  city: leads.city,
  state: leads.state,
  zip: leads.zip,
  company_name: leads.companyName,
  job_title: leads.jobTitle,
  business_email: leads.businessEmail,
  keyword: leads.keyword,
  price_cents: leads.priceCents,
  source: leads.source,
  // Issue 25 item 1: what the visitor did on the site, read from its page views.
  journey: journeySummaryColumn(),
};

/** SELECT … FROM leads ⋈ campaigns ⋈ companies; conditions may use all three tables. */
export const selectLeadRows = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  extra: Extra = {} as Extra,
) =>
  db
    .select({ ...leadRowColumns, ...extra })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId));

/** Newest first: the order of every list that is not sorted, and of every CSV. */
export const newestLeadsFirst = (): SQL[] => [desc(leads.createdAt), desc(leads.id)];

export async function leadPage(
  db: Queryable,
  where: SQL,
  orderBy: SQL[],
  query: { Page: number; PerPage: number },
): Promise<LeadReportResponse> {
  const [rows, [counted]] = await Promise.all([
    selectLeadRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.PerPage)
      .offset((query.Page - 1) * query.PerPage),
    db
      .select({ total: count() })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
    data: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      journey: journeySummaryOf(row.journey),
    })),
  };
}
