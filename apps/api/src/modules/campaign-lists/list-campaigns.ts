// GET /leadspeek/client/{group}/{type}/{companyID}/{clientID}/{sortby}/{order}/{search} (part 2 §7
// "Campaigns"): one page of a module's campaigns under a company the caller may list, optionally of
// one client and one company group; archived campaigns only in the archived view.
import {
  CAMPAIGN_LIST_PROBLEMS,
  type CampaignListParams,
  type CampaignListQuery,
  type CampaignListResponse,
  type CampaignSortField,
  lastPageOf,
} from '@lead/shared';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { campaigns, companies, companyGroups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import { clientBelow, companyOwnOrManaged, type ProvenCompany } from '../../platform/access/companies.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

type ListCompany = ProvenCompany;

const SORT_COLUMNS: Record<CampaignSortField, SQL> = {
  campaign_name: sql`lower(${campaigns.campaignName})`,
  company_name: sql`lower(${companies.companyName})`,
  status: sql`${campaigns.status}`,
  created_at: sql`${campaigns.createdAt}`,
  start_date: sql`${campaigns.startDate}`,
  end_date: sql`${campaigns.endDate}`,
};

/** 'null' in either segment is the third state of the sort cycle: newest first. */
function orderOf(params: CampaignListParams): SQL[] {
  if (params.sortby === 'null' || params.order === 'null')
    return [sql`${campaigns.createdAt} desc`, sql`${campaigns.id} desc`];
  const direction = params.order === 'asc' ? sql`asc` : sql`desc`;
  // Campaigns without dates go last either way, so a sort never opens on blanks.
  return [sql`${SORT_COLUMNS[params.sortby]} ${direction} nulls last`, sql`${campaigns.id} ${direction}`];
}

/**
 * The group filter's input check: a group of a company in the listed subtree (else 404, like any id
 * out of reach) and of the listed module (else 422 naming the field). Not an access rule.
 */
async function checkGroupFilter(db: Queryable, list: ListCompany, groupId: number, module: string) {
  const [group] = await db
    .select({ module: companyGroups.module })
    .from(companyGroups)
    .innerJoin(companies, eq(companies.id, companyGroups.companyId))
    .where(and(eq(companyGroups.id, groupId), inSubtreeOf(list)))
    .limit(1);
  if (!group) throw notFound();
  if (group.module !== module) throw invalid({ group: CAMPAIGN_LIST_PROBLEMS.groupUnknown });
}

function statusConditions(query: CampaignListQuery): SQL[] {
  if (query.view === 'archived') return [eq(campaigns.status, 'archived')];
  const conditions = [ne(campaigns.status, 'archived')];
  if (query.CampaignStatus !== 'all') conditions.push(eq(campaigns.status, query.CampaignStatus));
  return conditions;
}

export async function listCampaigns(
  ctx: AppContext,
  actor: Actor,
  params: CampaignListParams,
  query: CampaignListQuery,
): Promise<CampaignListResponse> {
  const list = await companyOwnOrManaged(ctx.db, actor, params.companyID);
  if (params.clientID !== 'all') await clientBelow(ctx.db, actor, list, params.clientID);
  if (params.group !== 'all') await checkGroupFilter(ctx.db, list, params.group, params.type);

  const conditions: (SQL | undefined)[] = [
    eq(campaigns.module, params.type),
    inSubtreeOf(list),
    visibleCampaigns(actor),
    params.clientID === 'all' ? undefined : eq(campaigns.companyId, params.clientID),
    params.group === 'all' ? undefined : eq(campaigns.companyGroupId, params.group),
    ...statusConditions(query),
  ];
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(
      or(
        sql`${campaigns.campaignName} ilike ${pattern}`,
        sql`${campaigns.leadspeekApiId} ilike ${pattern}`,
        sql`${companies.companyName} ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: campaigns.id,
        leadspeek_api_id: campaigns.leadspeekApiId,
        campaign_name: campaigns.campaignName,
        module: campaigns.module,
        status: campaigns.status,
        company_id: companies.id,
        company_name: companies.companyName,
        company_group_id: campaigns.companyGroupId,
        group_name: companyGroups.groupName,
        start_date: campaigns.startDate,
        end_date: campaigns.endDate,
        timezone: campaigns.timezone,
        payment_term: campaigns.paymentTerm,
        continual_topup_stopped: campaigns.continualTopupStopped,
        platform_fee_cents: campaigns.platformFeeCents,
        min_cost_cents: campaigns.minCostCents,
        cost_per_lead_cents: campaigns.costPerLeadCents,
        created_at: campaigns.createdAt,
      })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .leftJoin(companyGroups, eq(companyGroups.id, campaigns.companyGroupId))
      .where(where)
      .orderBy(...orderOf(params))
      .limit(query.PerPage)
      .offset((query.Page - 1) * query.PerPage),
    ctx.db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
