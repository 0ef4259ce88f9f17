// Per-role module permissions (part 1 §6): Ads Design, Campaign, LeadsPeek, Settings × four actions.
import { ROLE_MODULES, type RoleModule, type UserType } from '../constants.ts';

export const PERMISSION_ACTIONS = ['enable', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type ModulePermissions = Record<RoleModule, Record<PermissionAction, boolean>>;

const all = (value: boolean): ModulePermissions =>
  Object.fromEntries(
    ROLE_MODULES.map((module) => [
      module,
      Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, value])),
    ]),
  ) as ModulePermissions;

export const FULL_PERMISSIONS = all(true);
export const NO_PERMISSIONS = all(false);

/**
 * Owners (type user and userdownline) and system users hold every permission; other staff get
 * what their role grants, and nothing without a role.
 */
export function effectivePermissions(
  user: { user_type: UserType; systemuser: boolean },
  rolePermissions: ModulePermissions | null,
): ModulePermissions {
  if (user.systemuser || user.user_type === 'user' || user.user_type === 'userdownline')
    return FULL_PERMISSIONS;
  return rolePermissions ?? NO_PERMISSIONS;
}

export function can(permissions: ModulePermissions, module: RoleModule, action: PermissionAction): boolean {
  return permissions[module].enable && permissions[module][action];
}

export type ModuleGrant = { module: RoleModule } & Record<PermissionAction, boolean>;

/**
 * Nobody hands out more than they hold: a role someone saves or assigns may grant only flags the
 * person holds (owners and system users hold them all). Answers the flags beyond, as "Module action".
 */
export function grantsBeyond(granted: ModuleGrant[], held: ModulePermissions): string[] {
  return granted.flatMap((grant) =>
    PERMISSION_ACTIONS.filter((action) => grant[action] && !held[grant.module][action]).map(
      (action) => `${grant.module} ${action}`,
    ),
  );
}

export const grantsOf = (permissions: ModulePermissions): ModuleGrant[] =>
  ROLE_MODULES.map((module) => ({ module, ...permissions[module] }));

/** user_permissions.report_analytics can hide Report Analytics; null or absent means allowed. */
export function reportAnalyticsAllowed(userPermissions: Record<string, unknown> | null | undefined): boolean {
  const value = userPermissions?.report_analytics;
  return value === null || value === undefined || value === true || value === 'T';
}

/** What a campaign command needs from the role: changing settings or state is update; archive and remove are delete. */
export type CampaignPermissionAction = Exclude<PermissionAction, 'enable'>;

/**
 * Campaigns in the modules (leadspeek) follow the role's LeadsPeek flags. Clients have no role:
 * their module access already decides, so they may manage their own campaigns.
 */
export function campaignPermitted(
  user: { user_type: UserType; permissions: ModulePermissions },
  action: CampaignPermissionAction,
): boolean {
  return user.user_type === 'client' || can(user.permissions, 'LeadsPeek', action);
}
