// Company groups (part 2 §3 "Company group", §7 "Users and clients"): folders of campaigns per
// company and module. Lists start with View All; names are unique per company and module
// (case-insensitive); removing a group leaves its campaigns without a group (FK on delete set null).
import {
  CAMPAIGN_LIST_PROBLEMS,
  type CompanyGroupEntry,
  type LeadModuleKind,
  messages,
  moduleDisplayName,
  VIEW_ALL_GROUP,
} from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companyGroups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyOwnOrManaged, companyOwnOrManagedToWrite } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

const UNIQUE_NAME = 'company_groups_name_unique';
type GroupRow = typeof companyGroups.$inferSelect;

const entryOf = (group: GroupRow): CompanyGroupEntry => ({
  companyGroupID: group.id,
  companyGroupName: group.groupName,
  companyID: group.companyId,
  moduleID: group.module,
});

/** A duplicate name is the caller's input problem, not a server error. */
function duplicateNameAsInvalid(error: unknown): never {
  if (isUniqueViolation(error, UNIQUE_NAME))
    throw invalid({ companyGroupName: CAMPAIGN_LIST_PROBLEMS.groupNameTaken });
  throw error;
}

export async function listGroups(ctx: AppContext, actor: Actor, companyId: number, module: LeadModuleKind) {
  const company = await companyOwnOrManaged(ctx.db, actor, companyId);
  const rows = await ctx.db
    .select()
    .from(companyGroups)
    .where(and(eq(companyGroups.companyId, company.id), eq(companyGroups.module, module)))
    .orderBy(asc(sql`lower(${companyGroups.groupName})`), asc(companyGroups.id));
  return {
    result: 'success' as const,
    params: [{ ...VIEW_ALL_GROUP, companyID: company.id, moduleID: module }, ...rows.map(entryOf)],
  };
}

export async function createGroup(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; userModule: LeadModuleKind; companyGroupName: string },
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, input.companyID);
  const group = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(companyGroups)
        .values({ companyId: company.id, module: input.userModule, groupName: input.companyGroupName })
        .returning();
      if (!created) throw new Error('group insert returned nothing');
      await logActorAction(
        tx,
        actor,
        ip,
        'campaign',
        `Added group ${created.groupName} (${moduleDisplayName(created.module)})`,
      );
      return created;
    })
    .catch(duplicateNameAsInvalid);
  return { result: 'success' as const, message: messages.dataAdded, data: entryOf(group) };
}

export async function renameGroup(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; companyGroupID: number; companyGroupName: string },
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, input.companyID);
  const group = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(companyGroups)
        .set({ groupName: input.companyGroupName })
        .where(and(eq(companyGroups.id, input.companyGroupID), eq(companyGroups.companyId, company.id)))
        .returning();
      if (!updated) throw notFound();
      await logActorAction(tx, actor, ip, 'campaign', `Renamed group ${updated.id} to ${updated.groupName}`);
      return updated;
    })
    .catch(duplicateNameAsInvalid);
  return { result: 'success' as const, message: messages.dataUpdated, data: entryOf(group) };
}

export async function removeGroup(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  groupId: number,
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyGroups)
      .where(and(eq(companyGroups.id, groupId), eq(companyGroups.companyId, company.id)))
      .returning();
    if (!removed) throw notFound();
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Removed group ${removed.groupName} (${moduleDisplayName(removed.module)})`,
    );
  });
  return { result: 'success' as const };
}
