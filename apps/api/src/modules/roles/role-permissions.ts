// A role's module permissions as the shared rules read them.
import { type ModulePermissions, NO_PERMISSIONS } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { roleModules } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export async function rolePermissions(
  db: Queryable,
  roleId: number | null,
): Promise<ModulePermissions | null> {
  if (roleId === null) return null;
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
