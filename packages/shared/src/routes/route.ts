// Every API route is declared once, here in packages/shared: method, path, the zod schemas of its
// params, query, body and response, and its whole access rule. The API registers its handlers from
// these declarations, the web calls them with `call(route, input)`, and the OpenAPI document and the
// route-declaration snapshot are derived from them.
import type { z } from 'zod';
import type { CompanyKind, RoleModule, UserType } from '../constants.ts';
import type { DeveloperApiScope } from '../contracts/developer-api.ts';
import type { ConfigurationRoute } from '../rules/configuration-routes.ts';
import type { CampaignPermissionAction, PermissionAction } from '../rules/permissions.ts';

/** Where a dynamic access rule reads its key: a field of the validated params, query or body. */
export type InputField = { in: 'params' | 'query' | 'body'; name: string };

/**
 * The configuration page rule of part 1 §2 picked by an input field (a list or form that serves
 * several row types): the field's value names the row type, `pages` its page. A value not in the
 * table is refused like a hidden page (404).
 */
export type PageByField = InputField & {
  pages: Record<string, ConfigurationRoute>;
  /** Values naming rows that only platform staff act on (agencies, sales people); others get 403. */
  platformStaffFor?: readonly string[];
};

/** A rule that holds only when an input field has one of `values` (a form that serves several list types). */
export type FieldHolds = InputField & { values: string[] };

/**
 * The role permission chosen by whether an input field is given: a form that updates the row the
 * field names, and creates one when it is empty.
 */
export type PermissionByField = InputField & {
  module: RoleModule;
  given: PermissionAction;
  missing: PermissionAction;
};

export type RouteAccess = {
  userTypes?: UserType[];
  systemOnly?: boolean;
  /** The kinds of company the caller may belong to (the dev mailbox opens from the platform root); else 403. */
  companyKinds?: CompanyKind[];
  /** The configuration page whose rule the caller must pass; a hidden page answers 404. */
  page?: ConfigurationRoute;
  /** The configuration page chosen by an input field (see PageByField); 404 when hidden. */
  pageBy?: PageByField;
  /**
   * The page of the account (a user id) the field names: the page of its row kind (PAGE_OF_ROW_TYPE).
   * 404 when that page is hidden, or the account is no row of a list in the caller's tenant. The
   * caller's own account is left to the handler (nobody removes itself: 409).
   */
  pageOfAccount?: InputField;
  /**
   * The page of the company the field names: an agency's is the agency list, a client's client
   * management. 404 when that page is hidden, or the company is neither in the caller's tenant.
   */
  pageOfCompany?: InputField;
  /** The role permission the caller needs (owners and system users have every one); else 403. */
  permission?: [RoleModule, PermissionAction];
  /** The role permission chosen by an input field (see PermissionByField); else 403. */
  permissionBy?: PermissionByField;
  /**
   * The role permission agency and platform staff need; clients, whose roles are campaign roles
   * only, pass (as for campaignPermission); else 403.
   */
  staffPermission?: [RoleModule, PermissionAction];
  /**
   * Where this input field names the caller's own company, the page and permission rules are waived:
   * an agency reads its own prices, which the agency list's rules would refuse it.
   */
  ownCompanyExempt?: InputField;
  /** A campaign command: the role's LeadsPeek flag (clients have no role and pass); else 403. */
  campaignPermission?: CampaignPermissionAction;
  /** 'refused': a client barred from adding campaigns is kept out (part 2 §6); 403. */
  barredClients?: 'refused';
  /** barredClients, only when the field holds one of its values (a campaign's list, not the client's); 403. */
  barredClientsWhen?: FieldHolds;
  /** 'refused': not from a view-as session (a viewer does not act as the account's owner); 403. */
  viewMode?: 'refused';
  /**
   * A download the browser navigates to (it sends no bearer token): a signed link to this exact
   * address, issued to a signed-in caller, stands for that caller's session until it expires (a
   * minute); every other rule here still applies (apps/api platform/access/signed-links.ts).
   */
  signedLink?: true;
  /**
   * A public developer API call (/v1): the caller is a developer API bearer token (RFC 6750), not a
   * session, and the token must carry one of these scopes (403 otherwise). The token's company stands
   * for the caller, with the rights of that company's owner; its failures are RFC 9457 problems.
   */
  apiScopes?: readonly DeveloperApiScope[];
};

/** 'public', or the access rule; listed whole by the route-declaration snapshot test. */
export type RouteAuth = 'public' | RouteAccess;

/** true: the Idempotency-Key header; `{ keyField }`: the header, and the call's own key field beside it. */
export type IdempotentCall = true | { keyField: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

export type RouteDeclaration = {
  method: HttpMethod;
  /** Below /api, in Fastify's form: `/leadspeek/held-leads/:heldLeadId/release`. */
  path: `/${string}`;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * The fields of a multipart form (uploads; the web sends a FormData). The API reads the form before
   * the access rules, so for them these fields are the body (platform/access/serve-multipart.ts).
   */
  multipart?: Schema;
  /** The JSON answers by status; a route that answers a file or nothing declares none. */
  response?: Partial<Record<200 | 201 | 202 | 204 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503, Schema>>;
  auth: RouteAuth;
  /**
   * A create or money call: a repeat with the same Idempotency-Key header answers the first outcome
   * and does nothing again. `{ keyField }` names the call's own key field, which its operation already
   * honours (a repeat of that key answers `replayed: true`); the header works beside it.
   */
  idempotent?: IdempotentCall;
  /** The OpenAPI tags. */
  tags: string[];
  summary?: string;
};

/** Declares a route; the literal types are kept so the API and the web infer params, body and answer. */
export const defineRoute = <const D extends RouteDeclaration>(route: D): D => route;

type InputPart<D, K extends 'params' | 'query' | 'body', Name extends string> = D extends {
  [key in K]: infer S extends Schema;
}
  ? { [key in Name]: z.input<S> }
  : { [key in Name]?: never };

/** What the web passes to call a route: its params, query and JSON body (or the multipart form). */
export type RouteInput<D extends RouteDeclaration> = InputPart<D, 'params', 'params'> &
  InputPart<D, 'query', 'query'> &
  (D extends { multipart: Schema } ? { body: FormData } : InputPart<D, 'body', 'body'>);

/** What a successful call answers: the output of the route's 200 (or 201, 202) schema. */
export type RouteOutput<D extends RouteDeclaration> = D extends { response: { 200: infer S extends Schema } }
  ? z.output<S>
  : D extends { response: { 201: infer S extends Schema } }
    ? z.output<S>
    : D extends { response: { 202: infer S extends Schema } }
      ? z.output<S>
      : unknown;

/** Whether the route takes no input at all, so `call(route)` needs no second argument. */
export type TakesNoInput<D extends RouteDeclaration> = D extends { params: Schema }
  ? false
  : D extends { query: Schema }
    ? false
    : D extends { body: Schema }
      ? false
      : D extends { multipart: Schema }
        ? false
        : true;

/**
 * The route's path with its params filled in, each percent-encoded; an optional param (`:name?`)
 * left out drops its segment. A missing required param throws: it is a programming error.
 */
export function pathOf(route: Pick<RouteDeclaration, 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return route.path.replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_whole, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`${route.path} needs the path parameter ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** The query string of a call (leading `?`, or empty): arrays repeat their key, nulls are left out. */
export function queryStringOf(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The owner and administrators of a platform root (system users; not sales people). */
export const PLATFORM_STAFF = {
  systemOnly: true,
  userTypes: ['user', 'administrator'],
} as const satisfies RouteAccess;
