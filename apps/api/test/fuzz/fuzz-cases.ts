// Turns one OpenAPI operation into fuzz requests: a plausible baseline request (the caller's own ids,
// enum values, short text) with exactly one input replaced by a hostile value per request.
import {
  BODY_VALUES,
  type Hostile,
  QUERY_ONLY_VALUES,
  RAW_BODIES,
  RAW_SEGMENT_VALUES,
  SEGMENT_VALUES,
  UNREADABLE_BODY_NAMES,
} from './hostile-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

export type FuzzCase = {
  name: string;
  url: string;
  contentType?: string | null;
  payload?: string | Buffer;
};

/** The signed-in caller's own ids and a campaign it sees, so baselines reach past the scope checks. */
export type Identity = { userId: number; companyId: number; campaignId: number; campaignKey: string };

/** Form fields of the routes that take multipart bodies (validated in their handlers). */
export type MultipartFields = Record<string, string>;

const SAMPLE_DATE = '2026-01-15';
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

function optionOf(schema: JsonSchema): JsonSchema | undefined {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** Samples by field name, for fields whose schema alone does not say what a valid value is. */
const TEXT_BY_NAME: [RegExp, string][] = [
  [/^(timezone|x-timezone)$/i, 'America/Chicago'],
  [/url/i, 'https://example.com/'],
  [/^userModule$/, 'LeadsPeek'],
  [/zip/i, '75001'],
  [/^(state|locatorstate)$/i, 'TX'],
  [/^logDateRange$/, '2026-01-01_2026-01-31'],
  [/^(username|email|.*Email)$/i, 'fuzz@example.com'],
  [/^code$/, '123456'],
  [/^(PlatformFee|CostMonth|CostSet)$|Costperlead|PlatformFee|MinCost/, '12.50'],
  [/^number$/, '4242424242424242'],
  [/^cvc$/, '123'],
  [/^(startDate|start)$/i, '2026-01-01'],
  [/^(endDate|end)$/i, '2026-01-31'],
];

const isCampaignField = (name: string) => /leadspeek|^campaign_?id$/i.test(name);

function sampleNumber(name: string, schema: JsonSchema, identity: Identity): number {
  if (isCampaignField(name)) return identity.campaignId;
  if (/company|client|param|root|organization/i.test(name)) return identity.companyId;
  if (/user|usr/i.test(name)) return identity.userId;
  return Math.max(1, schema.minimum ?? 1);
}

function sampleText(name: string, schema: JsonSchema, identity: Identity): string {
  if (isCampaignField(name)) return identity.campaignKey;
  const byName = TEXT_BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1];
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date' || /date|start|end/i.test(name)) return SAMPLE_DATE;
  if (schema.pattern?.includes('\\d')) return '1';
  // Eight characters pass most minimum lengths (passwords) and stay equal where two must match.
  const text = 'fuzzfuzz'.padEnd(schema.minLength ?? 0, 'z');
  return schema.maxLength === undefined ? text : text.slice(0, Math.max(schema.maxLength, 1));
}

/** A plausible value of `schema`: not always valid, but the right shape and type. */
export function sampleOf(schema: JsonSchema, name: string, identity: Identity): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const option = optionOf(schema);
  if (option) return sampleOf(option, name, identity);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return sampleNumber(name, schema, identity);
    case 'string':
      return sampleText(name, schema, identity);
    case 'boolean':
      return false;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sampleOf(schema.items, name, identity)] : [];
    case 'object':
      // Required fields only: optional ones are added one at a time by the cases, and leaving them
      // out keeps the baseline clear of cross-field rules.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, property]) => [key, sampleOf(property, key, identity)]),
      );
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** Every field path of a body schema (objects and first array items), three levels deep. */
function fieldPathsOf(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= 3) return [];
  const option = optionOf(schema);
  if (option) return fieldPathsOf(option, prefix);
  if (typeOf(schema) === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
      [...prefix, key],
      ...fieldPathsOf(property, [...prefix, key]),
    ]);
  }
  if (typeOf(schema) === 'array' && schema.items) return fieldPathsOf(schema.items, [...prefix, 0]);
  return [];
}

function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let cursor: Record<string | number, unknown> = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) cursor[key] = value;
    else {
      cursor[key] ??= typeof path[index + 1] === 'number' ? [] : {};
      cursor = cursor[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

const encode = (value: unknown) => encodeURIComponent(String(value));
const encodedSegments = (values: Hostile[]) =>
  values.map((hostile) => ({ ...hostile, value: encode(hostile.value) }));

function urlOf(operation: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = operation.path.replace(/\{([^}]+)\}\??/g, (_, name: string) => path[name] ?? '');
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

function pathAndQueryCases(operation: Operation, identity: Identity): FuzzCase[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const basePath = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      encode(sampleOf(parameter.schema, parameter.name, identity)),
    ]),
  );
  const baseQuery: [string, string][] = queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, encode(sampleOf(parameter.schema, parameter.name, identity))]);
  const cases: FuzzCase[] = [];
  const segmentValues = [...encodedSegments(SEGMENT_VALUES), ...RAW_SEGMENT_VALUES];
  for (const parameter of pathParams) {
    for (const hostile of segmentValues) {
      const url = urlOf(operation, { ...basePath, [parameter.name]: String(hostile.value) }, baseQuery);
      cases.push({ name: `path ${parameter.name} = ${hostile.name}`, url });
    }
  }
  for (const parameter of queryParams) {
    const others = baseQuery.filter(([key]) => key !== parameter.name);
    for (const hostile of [...segmentValues, ...encodedSegments(QUERY_ONLY_VALUES)]) {
      const url = urlOf(operation, basePath, [...others, [parameter.name, String(hostile.value)]]);
      cases.push({ name: `query ${parameter.name} = ${hostile.name}`, url });
    }
    const repeated = urlOf(operation, basePath, [...others, [parameter.name, '1'], [parameter.name, '2']]);
    cases.push({ name: `query ${parameter.name} repeated (an array)`, url: repeated });
  }
  return cases;
}

/** The baseline URL (own ids, required query) that body cases are sent to. */
function baselineUrl(operation: Operation, identity: Identity): string {
  const path = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, encode(sampleOf(parameter.schema, parameter.name, identity))]),
  );
  const query: [string, string][] = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => [parameter.name, encode(sampleOf(parameter.schema, parameter.name, identity))]);
  return urlOf(operation, path, query);
}

function jsonBodyCases(schema: JsonSchema, identity: Identity, url: string): FuzzCase[] {
  const base = sampleOf(schema, 'body', identity);
  const cases: FuzzCase[] = RAW_BODIES.map((raw) => ({
    name: `body ${raw.name}`,
    url,
    contentType: raw.contentType,
    payload: raw.payload,
  }));
  for (const path of fieldPathsOf(schema)) {
    for (const hostile of BODY_VALUES) {
      cases.push({
        name: `body ${path.join('.')} = ${hostile.name}`,
        url,
        contentType: 'application/json',
        payload: JSON.stringify(withValueAt(base, path, hostile.value)),
      });
    }
  }
  return cases;
}

function multipartPayload(fields: MultipartFields): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--fuzz--\r\n`;
}

function multipartCases(base: MultipartFields, url: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const name of Object.keys(base)) {
    for (const hostile of [...SEGMENT_VALUES, ...QUERY_ONLY_VALUES]) {
      cases.push({
        name: `form field ${name} = ${hostile.name}`,
        url,
        contentType: 'multipart/form-data; boundary=fuzz',
        payload: multipartPayload({ ...base, [name]: String(hostile.value) }),
      });
    }
  }
  return cases;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every fuzz request of one operation for one caller. */
export function casesOf(operation: Operation, identity: Identity, multipart?: MultipartFields): FuzzCase[] {
  const url = baselineUrl(operation, identity);
  const cases = pathAndQueryCases(operation, identity);
  const hasInputs = operation.parameters.length > 0 || operation.body !== null || multipart !== undefined;
  // An undeclared query value is stripped by validation: only routes that read nothing else, or
  // only read, get it (elsewhere it would be the baseline request itself).
  if (operation.method === 'GET' || !hasInputs) {
    const separator = url.includes('?') ? '&' : '?';
    cases.push({ name: 'undeclared query value with NUL', url: `${url}${separator}fuzz=%00` });
  }
  if (operation.body) cases.push(...jsonBodyCases(operation.body, identity, url));
  else if (multipart) cases.push(...multipartCases(multipart, url));
  else if (MUTATING.has(operation.method)) {
    for (const raw of RAW_BODIES.filter((body) => UNREADABLE_BODY_NAMES.includes(body.name)))
      cases.push({ name: `body ${raw.name}`, url, contentType: raw.contentType, payload: raw.payload });
  }
  return cases;
}
