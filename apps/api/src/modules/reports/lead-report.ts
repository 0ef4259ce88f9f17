// GET /leadspeek/report/lead/…: one page of the selection's leads in the range, newest first unless
// sorted (three-state, like the other lists), searched over name, e-mail and campaign name.
import type {
  LeadReportParams,
  LeadReportQuery,
  LeadReportResponse,
  LeadSortField,
  SortOrder,
} from '@lead/shared';
import { or, type SQL, sql } from 'drizzle-orm';
import { campaigns, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { leadPage, newestLeadsFirst } from './lead-rows.ts';
import { selectedLeads } from './lead-scope.ts';
import type { ReportSelection } from './report-selection.ts';

const fullName = sql`concat_ws(' ', ${leads.firstName}, ${leads.lastName})`;

const SORT_COLUMNS: Record<LeadSortField, SQL> = {
  created_at: sql`${leads.createdAt}`,
  name: sql`lower(${fullName})`,
  email: sql`lower(${leads.email})`,
  campaign_name: sql`lower(${campaigns.campaignName})`,
  price_cents: sql`${leads.priceCents}`,
  score: sql`${leads.score}`,
};

type SortSegments = { sortby: LeadSortField | 'null'; order: SortOrder | 'null' };

/** 'null' in either segment is the third state of the sort cycle: newest first. */
export function leadOrder(params: SortSegments): SQL[] {
  if (params.sortby === 'null' || params.order === 'null') return newestLeadsFirst();
  const direction = params.order === 'asc' ? sql`asc` : sql`desc`;
  // Leads without the sorted value go last either way.
  return [sql`${SORT_COLUMNS[params.sortby]} ${direction} nulls last`, sql`${leads.id} ${direction}`];
}

/** Name, e-mail (personal or business) or campaign name contains the words; none when empty. */
export function leadSearch(search: string): SQL[] {
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
  const where = selectedLeads(selection, params, leadSearch(params.searchQuery));
  return leadPage(db, where, leadOrder(params), query);
}
