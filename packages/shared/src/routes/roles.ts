// Role management (part 1 §6, /configuration/role-list): roles of a company and their module
// permissions, under the Role List page rule and the role's own Settings permission.
import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { id, idOrZero, messageBody } from '../contracts/common.ts';
import { roleModuleResponse } from '../contracts/role-module.ts';
import { roleList, roleRow, roleUpsertRequest } from '../contracts/shell.ts';
import { defineRoute } from './route.ts';

const tags = ['roles'];
const STAFF: UserType[] = ['user', 'userdownline', 'administrator'];

export const roleRoutes = {
  listRoles: defineRoute({
    method: 'GET',
    path: '/configuration/roles/:companyID',
    params: z.object({ companyID: id }),
    response: { 200: roleList },
    auth: { userTypes: STAFF, page: 'role-list' },
    tags,
  }),
  /** Saving a role without roleID creates it (Settings create); with one, updates it (Settings update). */
  upsertRole: defineRoute({
    method: 'PUT',
    path: '/configuration/role-module/addupdate',
    body: roleUpsertRequest,
    response: { 200: roleRow },
    auth: {
      userTypes: STAFF,
      page: 'role-list',
      permissionBy: { in: 'body', name: 'roleID', module: 'Settings', given: 'update', missing: 'create' },
    },
    idempotent: true,
    tags,
  }),
  removeRole: defineRoute({
    method: 'DELETE',
    path: '/configuration/role-module/remove/:companyID/:roleID',
    params: z.object({ companyID: id, roleID: id }),
    response: { 200: messageBody },
    auth: { userTypes: STAFF, page: 'role-list', permission: ['Settings', 'delete'] },
    tags,
  }),
  /** The spec's role/module answer of part 1 §3 (roleID 0: a user without a role). */
  roleModule: defineRoute({
    method: 'GET',
    path: '/configuration/role-module/getrolemodule/:companyID/:roleID/:usrID',
    params: z.object({ companyID: id, roleID: idOrZero, usrID: id }),
    response: { 200: roleModuleResponse },
    auth: {},
    tags,
  }),
};
