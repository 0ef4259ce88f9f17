// GET /leadspeek/report/lead/…: one page of the selection's leads in the range, newest first unless
// sorted (three-state, like the other lists), searched over name, e-mail and campaign name.
import type { LeadReportParams, LeadReportQuery, LeadReportResponse, LeadSortField } from '@lead/shared';
import { count, eq, or, type SQL, sql } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { selectedLeads } from './lead-scope.ts';
import type { ReportSelection } from './report-selection.ts';

const fullName = sql`concat_ws(' ', ${leads.firstName}, ${leads.lastName})`;

const SORT_COLUMNS: Record<LeadSortField, SQL> = {
  created_at: sql`${leads.createdAt}`,
  name: sql`lower(${fullName})`,
  email: sql`lower(${leads.email})`,
  campaign_name: sql`lower(${campaigns.campaignName})`,
  price_cents: sql`${leads.priceCents}`,
};

/** 'null' in either segment is the third state of the sort cycle: newest first. */
function orderOf(params: LeadReportParams): SQL[] {
  if (params.sortby === 'null' || params.order === 'null')
    return [sql`${leads.createdAt} desc`, sql`${leads.id} desc`];
  const direction = params.order === 'asc' ? sql`asc` : sql`desc`;
  // Leads without the sorted value go last either way.
  return [sql`${SORT_COLUMNS[params.sortby]} ${direction} nulls last`, sql`${leads.id} ${direction}`];
}

function searchCondition(search: string): SQL[] {
  if (!search) return [];
  const pattern = containsPattern(search);
  return [
    or(
      sql`${fullName} ilike ${pattern}`,
      sql`${leads.email} ilike ${pattern}`,
      sql`${leads.businessEmail} ilike ${pattern}`,
      sql`${campaigns.campaignName} ilike ${pattern}`,
    ) as SQL,
  ];
}

export async function leadReport(
  db: Queryable,
  selection: ReportSelection,
  params: LeadReportParams,
  query: LeadReportQuery,
): Promise<LeadReportResponse> {
  const where = selectedLeads(selection, params, searchCondition(params.searchQuery));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
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
      })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(where)
      .orderBy(...orderOf(params))
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
    last_page: Math.max(1, Math.ceil(total / query.PerPage)),
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
