// Organizations (part 2 §3 "Organization": OrganizationName, ParentID, CustomID) that a company files
// campaigns under. A parent must be an organization of the same company and never the organization
// itself or one of its own children; removing one lifts its children to the top level.
import { CAMPAIGN_LIST_PROBLEMS, messages, type OrganizationRow } from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { organizations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyOwnOrManaged, companyOwnOrManagedToWrite } from '../../platform/access/companies.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

type OrganizationInput = {
  companyID: number;
  OrganizationName: string;
  ParentID: number | null;
  CustomID: string | null;
};

const rowOf = (organization: typeof organizations.$inferSelect): OrganizationRow => ({
  OrganizationID: organization.id,
  OrganizationName: organization.organizationName,
  ParentID: organization.parentId,
  CustomID: organization.customId,
  companyID: organization.companyId,
  created_at: organization.createdAt.toISOString(),
});

/** The parent must exist in the same company and, on an update, lie outside the moved subtree. */
async function checkParent(
  db: Queryable,
  company: InScope<'company'>,
  parentId: number | null,
  movingId?: number,
) {
  if (parentId === null) return;
  if (parentId === movingId) throw invalid({ ParentID: CAMPAIGN_LIST_PROBLEMS.parentIsSelf });
  const [parent] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, parentId), eq(organizations.companyId, company.id)))
    .limit(1);
  if (!parent) throw invalid({ ParentID: CAMPAIGN_LIST_PROBLEMS.parentUnknown });
  if (movingId === undefined) return;
  const below = await db.execute<{ id: number }>(sql`
    with recursive subtree as (
      select id from organizations where parent_id = ${movingId} and company_id = ${company.id}
      union
      select o.id from organizations o join subtree s on o.parent_id = s.id where o.company_id = ${company.id})
    select id from subtree where id = ${parentId}`);
  if (below.rows.length > 0) throw invalid({ ParentID: CAMPAIGN_LIST_PROBLEMS.parentIsSelf });
}

export async function listOrganizations(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await companyOwnOrManaged(ctx.db, actor, companyId);
  const rows = await ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.companyId, company.id))
    .orderBy(asc(sql`lower(${organizations.organizationName})`), asc(organizations.id));
  return { result: 'success' as const, params: rows.map(rowOf) };
}

export async function createOrganization(
  ctx: AppContext,
  actor: Actor,
  input: OrganizationInput,
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, input.companyID);
  const created = await ctx.db.transaction(async (tx) => {
    await checkParent(tx, company, input.ParentID);
    const [row] = await tx
      .insert(organizations)
      .values({
        companyId: company.id,
        organizationName: input.OrganizationName,
        parentId: input.ParentID,
        customId: input.CustomID,
      })
      .returning();
    if (!row) throw new Error('organization insert returned nothing');
    await logActorAction(tx, actor, ip, 'campaign', `Added organization ${row.organizationName}`);
    return row;
  });
  return { result: 'success' as const, message: messages.dataAdded, data: rowOf(created) };
}

export async function updateOrganization(
  ctx: AppContext,
  actor: Actor,
  input: OrganizationInput & { OrganizationID: number },
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, input.companyID);
  const updated = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, input.OrganizationID), eq(organizations.companyId, company.id)))
      .for('update')
      .limit(1);
    if (!existing) throw notFound();
    await checkParent(tx, company, input.ParentID, existing.id);
    const [row] = await tx
      .update(organizations)
      .set({ organizationName: input.OrganizationName, parentId: input.ParentID, customId: input.CustomID })
      .where(eq(organizations.id, existing.id))
      .returning();
    if (!row) throw notFound();
    await logActorAction(tx, actor, ip, 'campaign', `Updated organization ${row.organizationName}`);
    return row;
  });
  return { result: 'success' as const, message: messages.dataUpdated, data: rowOf(updated) };
}

export async function removeOrganization(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  organizationId: number,
  ip: string | null,
) {
  const company = await companyOwnOrManagedToWrite(ctx.db, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.companyId, company.id)))
      .returning();
    if (!removed) throw notFound();
    await tx
      .update(organizations)
      .set({ parentId: null })
      .where(and(eq(organizations.parentId, removed.id), eq(organizations.companyId, company.id)));
    await logActorAction(tx, actor, ip, 'campaign', `Removed organization ${removed.organizationName}`);
  });
  return { result: 'success' as const };
}
