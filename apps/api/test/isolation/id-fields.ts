// Which input fields of a route carry a tenant id, of which kind, and the matrix's requests: the route's
// plausible baseline (fuzz-cases.ts sampleOf) with every tenant id the caller's own, then with one id —
// and then all of them — replaced by a foreign tenant's.
import { type Identity, sampleOf } from '../fuzz/fuzz-cases.ts';
import type { JsonSchema, Operation } from '../fuzz/openapi-operations.ts';
import { MULTIPART_CONTENT_TYPE, multipartPayload } from './multipart-forms.ts';
import type { IdKind, TenantIds } from './tenants.ts';

/** An operation as the matrix sends it: `body` is the JSON body, or the form fields when `form`. */
export type MatrixOperation = Operation & { form: boolean };

/** Field names and the kind of tenant id they carry. */
const KIND_BY_NAME: [RegExp, IdKind][] = [
  [/^(leadspeek_api_ids?|leadspeekID|campaign_?id)$/i, 'campaign'],
  [/^(client_?id|ClientCompanyID)$/i, 'clientCompany'],
  [/^(idsys|companyRootId)$/, 'platform'],
  [/^(company_?id|paramID|hostID|payerID|agencyID)$/i, 'company'],
  [/^(user_?id|usrID|salesRep|salesAE|salesRef|currentUserID)$/i, 'user'],
  [/^(role_?id|ClientRole)$/i, 'role'],
  [/^(group_?id|companyGroupID)$/i, 'group'],
  [/^organization_?id$/i, 'organization'],
];

/**
 * Id-like fields that carry no tenant id the matrix varies, and why (reviewed). A new id-like field
 * must be added to KIND_BY_NAME or here, or the matrix fails.
 */
export const NOT_TENANT_IDS: Record<string, string> = {
  featureId: 'a platform-wide beta feature, managed by platform staff only',
  feature_id: 'a platform-wide beta feature, accepted by the caller for itself',
  invoiceID:
    "an invoice; the fixture has none of another tenant (covered by invoices/invoice-reads.test.ts and invoices/refund-invoice.test.ts: another agency's or platform's invoice → 404)",
  heldLeadId:
    'a held lead; the fixture has none of another tenant (covered by lead-engine/held-leads.test.ts)',
  ParentID: "free text: the customer's own parent reference of an organization",
  CustomID: "free text: the customer's own id of an organization",
  clientOrganizationID: "free text: the customer's own organization reference",
  clientCampaignID: "free text: the customer's own campaign reference",
  DownlineOrganizationID: "free text: the customer's own organization reference",
  packageID: 'a package plan code (WM, NWM, …), not a row',
  pricePresetID:
    "an agency's price preset for a new client, looked up within the client's own agency; covered by settings/price-presets.test.ts (another agency's preset → 422, no client made)",
  bannerSetID:
    "an agency's banner set, always looked up within the caller's own agency; covered by banners/banner-isolation.test.ts (another agency's set → 404 on every route, nothing changed)",
  presetID:
    "an agency's price preset, always looked up within the caller's own agency; covered by settings/price-presets.test.ts (another agency's preset id → 404, nothing changed)",
  integrationId:
    "an integration; the fixture's are made per tenant in integrations/integration-isolation.test.ts (another agency's → 404, nothing changed)",
  integration_id:
    "an integration filter of the delivery log (rows are limited to the company proven first), and the company webhook a campaign switches, which must serve the proven campaign and be the caller's (integrations/integration-isolation.test.ts, integrations/company-webhook-campaign.test.ts: another agency's → 404, nothing changed)",
  credentialId:
    "a developer API credential, looked up within the caller's own company; covered by developer-api/credentials.test.ts (another agency's → 404, nothing changed)",
  deliveryId:
    "a lead's delivery; covered by integrations/integration-isolation.test.ts (another agency's → 404, nothing sent)",
  leadId:
    "a lead (its own page); the fixture has none of another tenant (covered by lead-journey/lead-detail.test.ts: another agency's, a sibling client's and the parent's view → 404)",
  lead_id: 'a lead filter of the delivery log; rows are limited to the company proven first',
  entryId:
    "an exclusion entry of the developer API; the fixture has none of another tenant (covered by public-api/exclusions.test.ts: another agency's entry → 404, the entry stays)",
  webhookId:
    "a webhook endpoint of the developer API; the fixture has none of another tenant (covered by public-api/webhooks.test.ts: another agency's webhook → 404, its secret and URL unchanged)",
  jobId:
    "a data enrichment job; the fixture has none of another tenant (covered by data-enrichment/enrichment-access.test.ts: another agency's, a sibling client's and the owner's agency → 404, nothing changed)",
  tokenid: "the payment provider's token of a card being added",
  ownedcompanyid: 'sign-in and registration forms (public): the host names the platform',
  companyrootid: 'sign-in and registration forms (public): the host names the platform',
};

/**
 * Fields named plainly `id` name a different row on each route, so each route's is exempted on its
 * own (keyed '<route key> id'), with why; a new route with an `id` needs its own entry.
 */
export const NOT_TENANT_ROUTE_IDS: Record<string, string> = {
  'GET /api/bigdbm/services/getcountcampaign/:id id':
    'an audience count row; the fixture has none of another tenant (covered by audience/count-reads.test.ts: another tenant count → 404)',
  'POST /api/bigdbm/services/queuecount id':
    "an errored audience count to retry; covered by audience/queue-count.test.ts ('nobody retries another tenant errored count')",
  'GET /api/uploads/:id id':
    'an uploaded image by its unguessable uuid, public by design (logos on sign-in pages)',
};

/** Fields named `id` that are a tenant id on their route: keyed like NOT_TENANT_ROUTE_IDS. */
const ROUTE_ID_KINDS: Record<string, IdKind> = {
  'GET /api/bigdbm/services/configdata/:id id': 'clientCompany',
  'GET /api/bigdbm/services/getcountcampaignhistory/:id/:type id': 'clientCompany',
  'PUT /api/bigdbm/services/applycampaign/:id/:type id': 'campaign',
  // The cost module names its campaign by public id and by row id (contracts/cost-module.ts).
  'PUT /api/configuration/user/costmodule LeadspeekApiId': 'campaign',
  'PUT /api/configuration/user/costmodule ClientID': 'campaign',
};

/** Every route-keyed entry names a route and field that exist (a stale one hides nothing). */
export function staleRouteIdEntries(operations: readonly Operation[]): string[] {
  const fields = new Set(
    operations.flatMap((operation) => fieldsOf(operation).map((field) => `${operation.key} ${field.name}`)),
  );
  return [...Object.keys(NOT_TENANT_ROUTE_IDS), ...Object.keys(ROUTE_ID_KINDS)].filter(
    (entry) => !fields.has(entry),
  );
}

const looksLikeId = (name: string) => /id$/i.test(name) && !/^(paid|valid|grid)$/i.test(name);

export function kindOf(operation: Operation, name: string): IdKind | undefined {
  return (
    ROUTE_ID_KINDS[`${operation.key} ${name}`] ?? KIND_BY_NAME.find(([pattern]) => pattern.test(name))?.[1]
  );
}

/** Id-like fields of a route with no kind and no reviewed reason: the matrix cannot vary them. */
export function unclassifiedIdFields(operation: Operation): string[] {
  return fieldsOf(operation)
    .map((field) => field.name)
    .filter(
      (name) =>
        looksLikeId(name) &&
        !kindOf(operation, name) &&
        !(name in NOT_TENANT_IDS) &&
        !(`${operation.key} ${name}` in NOT_TENANT_ROUTE_IDS),
    );
}

type Field = { in: 'path' | 'query' | 'body'; name: string; schema: JsonSchema; required: boolean };

function optionOf(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0] ?? schema;
}

/** Path and query parameters, and the body's top-level fields. */
function fieldsOf(operation: Operation): Field[] {
  const body = operation.body ? optionOf(operation.body) : null;
  return [
    ...operation.parameters.map((parameter) => ({ ...parameter })),
    ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
      in: 'body' as const,
      name,
      schema,
      required: body?.required?.includes(name) ?? false,
    })),
  ];
}

/** The tenant-id fields of a route, each with its kind. */
export function idFieldsOf(operation: Operation): (Field & { kind: IdKind })[] {
  return fieldsOf(operation).flatMap((field) => {
    const kind = kindOf(operation, field.name);
    return kind ? [{ ...field, kind }] : [];
  });
}

const typeOf = (schema: JsonSchema) => {
  const type = optionOf(schema).type;
  return Array.isArray(type) ? type.find((each) => each !== 'null') : type;
};

/** The value of an id field from a tenant: a campaign text field takes the key, numbers the id. */
function idValue(field: Field & { kind: IdKind }, tenant: TenantIds): unknown {
  // A list of ids (bulk actions) carries the one id.
  if (typeOf(field.schema) === 'array') {
    const one = idValue({ ...field, schema: field.schema.items ?? {} }, tenant);
    return one === undefined ? undefined : [one];
  }
  const numeric = typeOf(field.schema) === 'integer' || typeOf(field.schema) === 'number';
  if (field.kind === 'campaign') return numeric ? tenant.campaign : tenant.campaignKey;
  const id = tenant[field.kind];
  return numeric || id === undefined ? id : String(id);
}

export type MatrixRequest = { name: string; url: string; contentType?: string; payload?: string };

/** The request with the caller's own ids, except the fields named in `foreignFields`. */
function requestOf(
  operation: MatrixOperation,
  own: TenantIds,
  foreignIds: TenantIds,
  foreignFields: Set<string>,
): MatrixRequest {
  const identity: Identity = {
    userId: own.user ?? 1,
    companyId: own.company ?? 1,
    campaignId: own.campaign ?? 1,
    campaignKey: own.campaignKey ?? '1',
  };
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  const body: Record<string, unknown> = operation.body
    ? ((sampleOf(operation.body, 'body', identity) as Record<string, unknown>) ?? {})
    : {};
  for (const field of fieldsOf(operation)) {
    const kind = kindOf(operation, field.name);
    const tenant = foreignFields.has(field.name) ? foreignIds : own;
    const value = kind ? idValue({ ...field, kind }, tenant) : undefined;
    // Ids are always sent (optional ones too); other fields only when required.
    if (value === undefined && !field.required && field.in !== 'path') continue;
    const filled = value ?? sampleOf(field.schema, field.name, identity);
    if (field.in === 'path') path[field.name] = encodeURIComponent(String(filled));
    else if (field.in === 'query') query.push([field.name, encodeURIComponent(String(filled))]);
    else body[field.name] = filled;
  }
  const filledPath = operation.path.replace(/\{([^}]+)\}\??/g, (_, name: string) => path[name] ?? '');
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  const name = foreignFields.size === 0 ? 'own ids' : `foreign ${[...foreignFields].join(', ')}`;
  return {
    name,
    url: search ? `${filledPath}?${search}` : filledPath,
    ...(operation.form
      ? { contentType: MULTIPART_CONTENT_TYPE, payload: multipartPayload(body) }
      : operation.body
        ? { contentType: 'application/json', payload: JSON.stringify(body) }
        : {}),
  };
}

export function ownRequest(operation: MatrixOperation, own: TenantIds): MatrixRequest {
  return requestOf(operation, own, own, new Set());
}

/**
 * The requests that give the route a foreign tenant's ids: each id field alone (the others stay the
 * caller's own, so a check on one id cannot cover a read by another), then all together. Fields whose
 * foreign value is missing or equals the caller's own are not varied.
 */
export function foreignRequests(
  operation: MatrixOperation,
  own: TenantIds,
  foreignIds: TenantIds,
): MatrixRequest[] {
  const varied = idFieldsOf(operation).filter((field) => {
    const value = idValue(field, foreignIds);
    return value !== undefined && JSON.stringify(value) !== JSON.stringify(idValue(field, own));
  });
  const requests = varied.map((field) => requestOf(operation, own, foreignIds, new Set([field.name])));
  if (varied.length > 1)
    requests.push(requestOf(operation, own, foreignIds, new Set(varied.map((field) => field.name))));
  return requests;
}
