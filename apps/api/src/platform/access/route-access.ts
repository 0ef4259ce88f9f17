// The whole access rule a route declares (config.auth), checked by the wrapper before the handler:
// who may call it (user types, system users only, company kinds), the configuration page rule of
// part 1 §2, the role permission (part 1 §6, part 2 §6), campaign commands, barred clients and view
// mode.
import {
  type ConfigurationRoute,
  campaignPermitted,
  can,
  configurationRouteAllowed,
  type InputField,
  type PageByField,
  type PermissionAction,
  type PermissionByField,
  type RoleModule,
  type RouteAccess,
  type RouteAuth,
} from '@lead/shared';
import type { Actor } from '../actor.ts';
import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { accessFactsOf } from './access-facts.ts';

export type { RouteAccess, RouteAuth } from '@lead/shared';

/** The owner and administrators of a platform root (system users; not sales people). */
export const PLATFORM_STAFF: { auth: RouteAuth } = {
  auth: { systemOnly: true, userTypes: ['user', 'administrator'] },
};

/** The checks that need no database: answered in onRequest, before the body is even read. */
export function checkCaller(actor: Actor, access: RouteAccess): void {
  if (access.systemOnly && !actor.isSystemUser) throw forbidden();
  if (access.userTypes && !access.userTypes.includes(actor.userType)) throw forbidden();
  if (access.companyKinds && !access.companyKinds.includes(actor.companyKind)) throw forbidden();
}

/** The validated input of a request, as the dynamic rules read it. */
export type RouteInputs = { params: unknown; query: unknown; body: unknown };

function inputValue(field: InputField, inputs: RouteInputs): unknown {
  const part = inputs[field.in];
  return part && typeof part === 'object' ? (part as Record<string, unknown>)[field.name] : undefined;
}

/** The page a `pageBy` rule picks from the input; undefined when the value names no row type. */
function pageChosen(rule: PageByField, inputs: RouteInputs): ConfigurationRoute | undefined {
  const value = inputValue(rule, inputs);
  return typeof value === 'string' && Object.hasOwn(rule.pages, value) ? rule.pages[value] : undefined;
}

/** The permission a `permissionBy` rule picks: `given` when the field has a value, else `missing`. */
function permissionChosen(rule: PermissionByField, inputs: RouteInputs): [RoleModule, PermissionAction] {
  const value = inputValue(rule, inputs);
  return [rule.module, value === undefined || value === null ? rule.missing : rule.given];
}

/** The page and permission rules, waived where the input names the caller's own company. */
const pageAndPermissionRules = (access: RouteAccess, actor: Actor, inputs: RouteInputs): RouteAccess => {
  const own = access.ownCompanyExempt && inputValue(access.ownCompanyExempt, inputs) === actor.companyId;
  return own ? {} : access;
};

const needsFacts = (rules: RouteAccess, access: RouteAccess) =>
  rules.page !== undefined ||
  rules.pageBy !== undefined ||
  rules.permission !== undefined ||
  rules.permissionBy !== undefined ||
  access.campaignPermission !== undefined ||
  access.barredClients !== undefined;

/** The checks on the caller's access facts, after the input is validated (so bad input stays 422). */
export async function checkAccessFacts(
  db: Queryable,
  actor: Actor,
  access: RouteAccess,
  inputs: RouteInputs,
): Promise<void> {
  if (access.viewMode === 'refused' && actor.viewerUserId !== null) throw forbidden();
  const rules = pageAndPermissionRules(access, actor, inputs);
  if (!needsFacts(rules, access)) return;
  const facts = await accessFactsOf(db, actor);
  if (rules.page && !configurationRouteAllowed(rules.page, facts)) throw notFound();
  if (rules.pageBy) {
    const page = pageChosen(rules.pageBy, inputs);
    if (!page || !configurationRouteAllowed(page, facts)) throw notFound();
  }
  if (rules.permission && !can(facts.permissions, ...rules.permission)) throw forbidden();
  if (rules.permissionBy && !can(facts.permissions, ...permissionChosen(rules.permissionBy, inputs)))
    throw forbidden();
  if (access.campaignPermission && !campaignPermitted(facts, access.campaignPermission)) throw forbidden();
  if (access.barredClients === 'refused' && facts.clientBarred) throw forbidden();
}
