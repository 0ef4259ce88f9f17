// /{slug}/leads-management (part 1 §2: administrators only, hidden from the menu): every lead of a
// module across the administrator's tenants — all time, searched, sorted, paged — and its CSV.
import type { LeadModuleKind, LeadPageQuery, LeadReportResponse, LeadsManagementParams } from '@lead/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { leadOrder, leadSearch } from './lead-report.ts';
import { leadPage } from './lead-rows.ts';

/** The module's leads of every campaign the administrator sees (its company's subtree, or the platform). */
export const managedLeads = (actor: Actor, moduleType: LeadModuleKind, search: string): SQL =>
  and(visibleCampaigns(actor), eq(leads.module, moduleType), ...leadSearch(search)) as SQL;

export function leadsManagement(
  db: Queryable,
  actor: Actor,
  params: LeadsManagementParams,
  query: LeadPageQuery,
): Promise<LeadReportResponse> {
  return leadPage(db, managedLeads(actor, params.moduleType, params.searchQuery), leadOrder(params), query);
}
