// Role management (/configuration/role-list): roles of a company and their module permissions.

import type { roleUpsertRequest } from '@lead/shared';
import { grantsBeyond, messages, ROLE_MODULES } from '@lead/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { roleModules, roles, users } from '../../db/schema/index.ts';
import { accessFactsOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { settingsCompany } from '../settings/settings-company.ts';

type RoleUpsert = z.infer<typeof roleUpsertRequest>;

export async function listRoles(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await settingsCompany(ctx, actor, companyId);
  const rows = await ctx.db
    .select()
    .from(roles)
    .where(eq(roles.companyId, company.id))
    .orderBy(asc(roles.id));
  const grants = rows.length
    ? await ctx.db
        .select()
        .from(roleModules)
        .where(
          inArray(
            roleModules.roleId,
            rows.map((role) => role.id),
          ),
        )
    : [];
  return {
    roles: rows.map((role) => ({
      id: role.id,
      role_name: role.roleName,
      modules: ROLE_MODULES.map((module) => {
        const grant = grants.find((row) => row.roleId === role.id && row.moduleName === module);
        return {
          module,
          enable: grant?.enablePermission ?? false,
          create: grant?.createPermission ?? false,
          update: grant?.updatePermission ?? false,
          delete: grant?.deletePermission ?? false,
        };
      }),
    })),
  };
}

export async function upsertRole(ctx: AppContext, actor: Actor, input: RoleUpsert, ip: string | null) {
  const company = await settingsCompany(ctx, actor, input.companyID);
  const beyond = grantsBeyond(input.modules, (await accessFactsOf(ctx.db, actor)).permissions);
  if (beyond.length > 0) throw invalid({ modules: `${messages.roleBeyondOwn} (${beyond.join(', ')})` });
  const roleId = await ctx.db.transaction(async (tx) => {
    let id = input.roleID ?? null;
    if (id) {
      const updated = await tx
        .update(roles)
        .set({ roleName: input.roleName })
        .where(and(eq(roles.id, id), eq(roles.companyId, company.id)))
        .returning({ id: roles.id });
      if (updated.length === 0) throw notFound();
      await tx.delete(roleModules).where(eq(roleModules.roleId, id));
    } else {
      const [created] = await tx
        .insert(roles)
        .values({ companyId: company.id, roleName: input.roleName })
        .returning();
      id = created?.id ?? null;
    }
    if (!id) throw new Error('role insert returned nothing');
    const roleIdValue = id;
    if (input.modules.length) {
      await tx.insert(roleModules).values(
        input.modules.map((grant) => ({
          roleId: roleIdValue,
          moduleName: grant.module,
          enablePermission: grant.enable,
          createPermission: grant.create,
          updatePermission: grant.update,
          deletePermission: grant.delete,
        })),
      );
    }
    await logActorAction(tx, actor, ip, 'role', `Saved role ${input.roleName} of ${company.companyName}`);
    return roleIdValue;
  });
  const { roles: list } = await listRoles(ctx, actor, company.id);
  const role = list.find((candidate) => candidate.id === roleId);
  if (!role) throw notFound();
  return role;
}

export async function removeRole(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  roleId: number,
  ip: string | null,
) {
  const company = await settingsCompany(ctx, actor, companyId);
  // The role must be this company's before anything about it is told (in use or not).
  const [role] = await ctx.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, company.id)));
  if (!role) throw notFound();
  const [holder] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, role.id))
    .limit(1);
  if (holder) throw new AppError(409, 'roleInUse');
  await ctx.db.delete(roles).where(eq(roles.id, role.id));
  await logActorAction(ctx.db, actor, ip, 'role', `Removed role ${role.roleName} of ${company.companyName}`);
  return { message: messages.roleRemoved };
}
