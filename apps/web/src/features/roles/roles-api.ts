// Roles and their module permissions (part 1 §6), for the user's own company.
import type { RoleModule } from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export type RoleModuleRow = {
  module: RoleModule;
  enable: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
};
export type RoleRow = { id: number; role_name: string; modules: RoleModuleRow[] };

export const rolesKey = (companyId: number) => ['roles', companyId] as const;

export const listRoles = (companyId: number) =>
  api.get<{ roles: RoleRow[] }>(`/configuration/roles/${companyId}`);

export const upsertRole = (body: {
  companyID: number;
  roleID: number | null;
  roleName: string;
  modules: RoleModuleRow[];
}) => api.put<RoleRow>('/configuration/role-module/addupdate', body);

export const removeRole = (companyId: number, roleId: number) =>
  api.delete<{ message: string }>(`/configuration/role-module/remove/${companyId}/${roleId}`);
