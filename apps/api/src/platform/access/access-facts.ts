// What the access rules of a route need to know about the caller, read once per request: the inputs of
// the configuration page rule (part 1 §2), the role's module permissions (part 1 §6, part 2 §6), and
// whether a client is barred from managing campaigns. Two small queries, never the whole shell.
import {
  type ConfigurationAccessInput,
  effectivePermissions,
  type ModulePermissions,
  NO_PERMISSIONS,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { roleModules, users } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { AppError } from '../errors.ts';
import type { Actor } from './actor.ts';

export type AccessFacts = ConfigurationAccessInput & {
  permissions: ModulePermissions;
  /** A client with disable_client_add_campaign: kept out of campaign management (part 2 §6). */
  clientBarred: boolean;
};

async function readAccessFacts(db: Queryable, actor: Actor): Promise<AccessFacts> {
  const [user] = await db
    .select({
      isAccExecutive: users.isAccExecutive,
      accountStatus: users.accountStatus,
      userPermissions: users.userPermissions,
      disableClientAddCampaign: users.disableClientAddCampaign,
      roleId: users.roleId,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw new AppError(401, 'unauthenticated');
  const fullByType = actor.isSystemUser || actor.userType === 'user' || actor.userType === 'userdownline';
  const role = fullByType || user.roleId === null ? null : await roleOf(db, user.roleId);
  return {
    user_type: actor.userType,
    systemuser: actor.isSystemUser,
    rootcomp: actor.companyKind === 'root',
    isViewMode: actor.viewerUserId !== null,
    isAccExecutive: user.isAccExecutive ? 'T' : 'F',
    salesAccountConnected: actor.userType === 'sales' && user.accountStatus === 'completed',
    user_permissions: user.userPermissions ?? null,
    permissions: effectivePermissions({ user_type: actor.userType, systemuser: actor.isSystemUser }, role),
    clientBarred: actor.userType === 'client' && user.disableClientAddCampaign,
  };
}

/** A role's module permissions as the shared rules read them. */
export async function roleOf(db: Queryable, roleId: number): Promise<ModulePermissions> {
  const rows = await db.select().from(roleModules).where(eq(roleModules.roleId, roleId));
  const permissions = structuredClone(NO_PERMISSIONS);
  for (const row of rows) {
    permissions[row.moduleName] = {
      enable: row.enablePermission,
      create: row.createPermission,
      update: row.updatePermission,
      delete: row.deletePermission,
    };
  }
  return permissions;
}

// One reading per request: the actor object lives exactly as long as its request.
const perRequest = new WeakMap<Actor, Promise<AccessFacts>>();

export function accessFactsOf(db: Queryable, actor: Actor): Promise<AccessFacts> {
  let facts = perRequest.get(actor);
  if (!facts) {
    facts = readAccessFacts(db, actor);
    perRequest.set(actor, facts);
  }
  return facts;
}
