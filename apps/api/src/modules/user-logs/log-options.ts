// The choices of the logs Filters drawer (part 2 §7 getUserLogsCategory, getUsers, getUserCampaigns),
// each limited to the company's subtree.
import type { LogUserType } from '@lead/shared';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { campaigns, companies, userLogs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedOrOwnRoot } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { inSubtree } from './log-filter.ts';
import { ADMIN_USER_TYPES, userTypeLabel } from './user-type-label.ts';

/** A picker needs a handful; the user search narrows a big tree (agencies may have thousands). */
const USER_CHOICES_MAX = 100;
const CAMPAIGN_CHOICES_MAX = 1000;

export async function logCategoriesOf(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await companyManagedOrOwnRoot(ctx.db, actor, companyId);
  const rows = await ctx.db
    .selectDistinct({ action: userLogs.action })
    .from(userLogs)
    .innerJoin(companies, eq(companies.id, userLogs.companyId))
    .where(inSubtree(company))
    .orderBy(asc(userLogs.action));
  return { actions: rows.map((row) => row.action) };
}

export async function logUsersOf(
  ctx: AppContext,
  actor: Actor,
  request: { companyID: number; userType: LogUserType; searchUser: string },
) {
  const company = await companyManagedOrOwnRoot(ctx.db, actor, request.companyID);
  const conditions: SQL[] = [inSubtree(company)];
  if (request.userType === 'admin') conditions.push(inArray(users.userType, ADMIN_USER_TYPES));
  if (request.userType === 'client') conditions.push(eq(users.userType, 'client'));
  if (request.searchUser) {
    const pattern = containsPattern(request.searchUser);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      companyName: companies.companyName,
      userType: users.userType,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(USER_CHOICES_MAX);
  return {
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      company_name: row.companyName,
      type_user_tx: userTypeLabel(row.userType) ?? '',
    })),
  };
}

export async function logCampaignsOf(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await companyManagedOrOwnRoot(ctx.db, actor, companyId);
  const rows = await ctx.db
    .select({
      leadspeekApiId: campaigns.leadspeekApiId,
      campaignName: campaigns.campaignName,
      companyName: companies.companyName,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(inSubtree(company))
    .orderBy(asc(campaigns.campaignName), asc(campaigns.id))
    .limit(CAMPAIGN_CHOICES_MAX);
  return {
    campaigns: rows.map((row) => ({
      leadspeek_api_id: row.leadspeekApiId,
      campaign_name: row.campaignName,
      company_name: row.companyName,
    })),
  };
}
