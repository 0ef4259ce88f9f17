// The fixed table of hostile inputs the route fuzz sends: what broke the API before (NUL bytes, ids
// past int4, nine-digit prices) and what usually breaks an API (wrong types, huge values, bad JSON).

export type Hostile = { name: string; value: unknown };

const NUL = 'fuzz\u0000text';
const CONTROL = 'fuzz\u0001\u0008\u001b\u007ftext';
const HUGE_TEXT = 'x'.repeat(100_000);

/** Values of a JSON body field (the whole field is replaced by each). */
export const BODY_VALUES: Hostile[] = [
  { name: 'NUL in text', value: NUL },
  { name: 'control characters', value: CONTROL },
  { name: '100 KB text', value: HUGE_TEXT },
  { name: 'empty text', value: '' },
  { name: 'numeric text past 2^53', value: '9007199254740993' },
  { name: 'nine-digit amount text', value: '999999999.99' },
  { name: '2^31', value: 2 ** 31 },
  { name: '2^53', value: 2 ** 53 },
  { name: 'nine-digit number', value: 999_999_999 },
  { name: '-1', value: -1 },
  { name: '-2^53', value: -(2 ** 53) },
  { name: '1e308', value: 1e308 },
  { name: 'fraction', value: 1.5 },
  { name: 'true', value: true },
  { name: 'null', value: null },
  { name: 'object', value: { fuzz: NUL } },
  { name: 'array', value: [NUL, 2 ** 53] },
  // Names of Object.prototype: a lookup in a plain object by user text finds them.
  { name: 'text __proto__', value: '__proto__' },
  { name: 'text constructor', value: 'constructor' },
];

/** Values of one path segment or query value, as text (percent-encoded when sent). */
export const SEGMENT_VALUES: Hostile[] = [
  { name: 'NUL', value: NUL },
  { name: 'control characters', value: CONTROL },
  { name: 'line break', value: 'fuzz\r\ntext' },
  { name: '2^31', value: String(2 ** 31) },
  { name: '2^53', value: String(2 ** 53) },
  { name: '2^53 + 1', value: '9007199254740993' },
  { name: '-1', value: '-1' },
  { name: '0', value: '0' },
  { name: '1e308', value: '1e308' },
  { name: 'fraction', value: '1.5' },
  { name: 'NaN', value: 'NaN' },
  { name: 'Infinity', value: 'Infinity' },
  { name: 'word', value: 'fuzz' },
  { name: 'null', value: 'null' },
  { name: '900 characters', value: 'x'.repeat(900) },
  { name: 'emoji and non-characters', value: '😀\uFFFE\uFFFF' },
  { name: '__proto__', value: '__proto__' },
  { name: 'constructor', value: 'Constructor' },
];

/** Raw (already encoded) path or query text: broken percent-encoding and encoded invalid UTF-8. */
export const RAW_SEGMENT_VALUES: Hostile[] = [
  { name: 'broken percent-encoding', value: '%E0%A4%A' },
  { name: 'encoded invalid UTF-8', value: '%ED%A0%80%FF' },
];

/** Query-only values: a 100 KB value and a repeated key (arrives as an array). */
export const QUERY_ONLY_VALUES: Hostile[] = [{ name: '100 KB text', value: HUGE_TEXT }];

type RawBody = { name: string; contentType: string | null; payload: string | Buffer };

/** Whole-body replacements: bodies that are not the declared object, or not JSON at all. */
export const RAW_BODIES: RawBody[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"fuzz": ' },
  { name: 'trailing garbage', contentType: 'application/json', payload: '{}}' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'JSON array', contentType: 'application/json', payload: '[{}]' },
  { name: 'JSON text', contentType: 'application/json', payload: '"fuzz\\u0000"' },
  { name: 'JSON number', contentType: 'application/json', payload: '9007199254740993' },
  { name: 'empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'prototype pollution', contentType: 'application/json', payload: '{"__proto__":{"fuzz":1}}' },
  {
    name: 'deep nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  },
  { name: 'over 1 MB', contentType: 'application/json', payload: `{"fuzz":"${'x'.repeat(1_100_000)}"}` },
  { name: 'text/plain', contentType: 'text/plain', payload: '{"fuzz":1}' },
  { name: 'form encoded', contentType: 'application/x-www-form-urlencoded', payload: 'fuzz=1' },
  { name: 'XML', contentType: 'application/xml', payload: '<fuzz/>' },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=fuzz', payload: '--fuzz--\r\n' },
  { name: 'no content type', contentType: null, payload: '{"fuzz":1}' },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.concat([Buffer.from('{"fuzz":"'), Buffer.from([0xff, 0xfe, 0x00]), Buffer.from('"}')]),
  },
];

/** Bodies safe to send to routes that declare none: each is refused before any handler runs. */
export const UNREADABLE_BODY_NAMES = ['malformed JSON', 'trailing garbage', 'over 1 MB'];
