// The whole access rule a route declares (config.auth), checked by the wrapper before the handler:
// who may call it (user types, system users only), the configuration page rule of part 1 §2, the
// role permission (part 1 §6, part 2 §6), campaign commands, barred clients and view mode.
import {
  type CampaignPermissionAction,
  type ConfigurationRoute,
  campaignPermitted,
  can,
  configurationRouteAllowed,
  type PermissionAction,
  type RoleModule,
  type UserType,
} from '@lead/shared';
import type { Actor } from '../actor.ts';
import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { accessFactsOf } from './access-facts.ts';

export type RouteAccess = {
  userTypes?: UserType[];
  systemOnly?: boolean;
  /** The configuration page whose rule the caller must pass; a hidden page answers 404. */
  page?: ConfigurationRoute;
  /** The role permission the caller needs (owners and system users have every one); else 403. */
  permission?: [RoleModule, PermissionAction];
  /** A campaign command: the role's LeadsPeek flag (clients have no role and pass); else 403. */
  campaignPermission?: CampaignPermissionAction;
  /** 'refused': a client barred from adding campaigns is kept out (part 2 §6); 403. */
  barredClients?: 'refused';
  /** 'refused': not from a view-as session (a viewer does not act as the account's owner); 403. */
  viewMode?: 'refused';
};

/** 'public', or the access rule; listed whole by the route-declaration snapshot test. */
export type RouteAuth = 'public' | RouteAccess;

/** The owner and administrators of a platform root (system users; not sales people). */
export const PLATFORM_STAFF: { auth: RouteAuth } = {
  auth: { systemOnly: true, userTypes: ['user', 'administrator'] },
};

/** The checks that need no database: answered in onRequest, before the body is even read. */
export function checkCaller(actor: Actor, access: RouteAccess): void {
  if (access.systemOnly && !actor.isSystemUser) throw forbidden();
  if (access.userTypes && !access.userTypes.includes(actor.userType)) throw forbidden();
}

const needsFacts = (access: RouteAccess) =>
  access.page !== undefined ||
  access.permission !== undefined ||
  access.campaignPermission !== undefined ||
  access.barredClients !== undefined;

/** The checks on the caller's access facts, after the input is validated (so bad input stays 422). */
export async function checkAccessFacts(db: Queryable, actor: Actor, access: RouteAccess): Promise<void> {
  if (access.viewMode === 'refused' && actor.viewerUserId !== null) throw forbidden();
  if (!needsFacts(access)) return;
  const facts = await accessFactsOf(db, actor);
  if (access.page && !configurationRouteAllowed(access.page, facts)) throw notFound();
  if (access.permission && !can(facts.permissions, ...access.permission)) throw forbidden();
  if (access.campaignPermission && !campaignPermitted(facts, access.campaignPermission)) throw forbidden();
  if (access.barredClients === 'refused' && facts.clientBarred) throw forbidden();
}
