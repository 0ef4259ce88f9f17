// The whole access rule a route declares (config.auth), checked by the wrapper before the handler:
// who may call it (user types, system users only, company kinds), the configuration page rule of
// part 1 §2 (a fixed page, one picked by an input field, or the page of the row an id names), the
// role permission (part 1 §6, part 2 §6), campaign commands, barred clients and view mode.
import {
  type ConfigurationRoute,
  campaignPermitted,
  can,
  configurationRouteAllowed,
  type FieldHolds,
  type InputField,
  type ListUserType,
  PAGE_OF_ROW_TYPE,
  type PageByField,
  type PermissionAction,
  type PermissionByField,
  type RoleModule,
  type RouteAccess,
} from '@lead/shared';
import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { type AccessFacts, accessFactsOf } from './access-facts.ts';
import type { Actor } from './actor.ts';
import { isPlatformStaff } from './platform-staff.ts';
import { rowTypeOfAccount, rowTypeOfCompany } from './row-kinds.ts';

export type { RouteAccess, RouteAuth } from '@lead/shared';

/** The checks that need no database: answered in onRequest, before the body is even read. */
export function checkCaller(actor: Actor, access: RouteAccess): void {
  if (access.systemOnly && !actor.isSystemUser) throw forbidden();
  if (access.userTypes && !access.userTypes.includes(actor.userType)) throw forbidden();
  if (access.companyKinds && !access.companyKinds.includes(actor.companyKind)) throw forbidden();
}

/** The validated input of a request, as the dynamic rules read it. */
export type RouteInputs = { params: unknown; query: unknown; body: unknown };

/** The value of an input field (validated by the route's schema before this runs). */
function inputValue(field: InputField, inputs: RouteInputs): unknown {
  const part = inputs[field.in];
  return part && typeof part === 'object' ? (part as Record<string, unknown>)[field.name] : undefined;
}

/** The page a `pageBy` rule picks from the input; undefined when the value names no row type. */
function pageChosen(rule: PageByField, inputs: RouteInputs): ConfigurationRoute | undefined {
  const value = inputValue(rule, inputs);
  return typeof value === 'string' && Object.hasOwn(rule.pages, value) ? rule.pages[value] : undefined;
}

const fieldHolds = (rule: FieldHolds, inputs: RouteInputs) => {
  const value = inputValue(rule, inputs);
  return typeof value === 'string' && rule.values.includes(value);
};

/** A row kind's page must be the caller's; a row outside its tenant (null) is as hidden (404). */
function requirePageOfRow(rowType: ListUserType | null, facts: AccessFacts): void {
  if (!rowType || !configurationRouteAllowed(PAGE_OF_ROW_TYPE[rowType], facts)) throw notFound();
}

/** The id an input field carries; the route's schema made it a number, anything else is no row. */
function idOf(field: InputField, inputs: RouteInputs): number | null {
  const value = inputValue(field, inputs);
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
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
  access.staffPermission !== undefined ||
  access.pageOfAccount !== undefined ||
  access.pageOfCompany !== undefined ||
  access.campaignPermission !== undefined ||
  access.barredClients !== undefined ||
  access.barredClientsWhen !== undefined;

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
    const rowType = inputValue(rules.pageBy, inputs);
    if (rules.pageBy.platformStaffFor?.some((value) => value === rowType) && !isPlatformStaff(actor))
      throw forbidden();
  }
  const accountId = access.pageOfAccount ? idOf(access.pageOfAccount, inputs) : null;
  // The caller's own account is no row it manages from a page: the handler answers for it (one
  // never removes oneself: 409), and its scope check still applies; the permission below too.
  if (access.pageOfAccount && accountId !== actor.userId) {
    requirePageOfRow(accountId === null ? null : await rowTypeOfAccount(db, actor, accountId), facts);
  }
  if (access.pageOfCompany) {
    const companyId = idOf(access.pageOfCompany, inputs);
    requirePageOfRow(companyId === null ? null : await rowTypeOfCompany(db, actor, companyId), facts);
  }
  if (rules.permission && !can(facts.permissions, ...rules.permission)) throw forbidden();
  if (rules.permissionBy && !can(facts.permissions, ...permissionChosen(rules.permissionBy, inputs)))
    throw forbidden();
  if (access.campaignPermission && !campaignPermitted(facts, access.campaignPermission)) throw forbidden();
  if (
    access.staffPermission &&
    facts.user_type !== 'client' &&
    !can(facts.permissions, ...access.staffPermission)
  )
    throw forbidden();
  if (access.barredClients === 'refused' && facts.clientBarred) throw forbidden();
  if (access.barredClientsWhen && facts.clientBarred && fieldHolds(access.barredClientsWhen, inputs)) {
    throw forbidden();
  }
}
