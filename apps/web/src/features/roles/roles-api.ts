// Roles and their module permissions (part 1 §6), for the user's own company.
import { type RouteInput, type RouteOutput, roleRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export type RoleRow = RouteOutput<typeof routes.upsertRole>;
export type RoleModuleRow = RoleRow['modules'][number];

export const rolesKey = (companyId: number) => ['roles', companyId] as const;

export const listRoles = (companyId: number) => call(routes.listRoles, { params: { companyID: companyId } });

export const upsertRole = (body: RouteInput<typeof routes.upsertRole>['body']) =>
  call(routes.upsertRole, { body });

export const removeRole = (companyId: number, roleId: number) =>
  call(routes.removeRole, { params: { companyID: companyId, roleID: roleId } });
