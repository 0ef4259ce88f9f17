// The enriched file (issue 27 item 2): the input's columns, then a matched yes/no and the person's
// phone, address, consumer attributes and business data. Every cell goes out formula-escaped (a cell
// starting with = + - @ must not run as a spreadsheet formula), the input's own cells too.
import { ENHANCE_ATTRIBUTES } from '@lead/shared';
import { stringify } from 'csv-stringify/sync';
import type { ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';

const CONTACT_COLUMNS = ['phone', 'address', 'city', 'state', 'zip'] as const;
const BUSINESS_COLUMNS = ['companyName', 'jobTitle', 'businessEmail', 'industry', 'companySize'] as const;
const BUSINESS_HEADERS = ['company_name', 'job_title', 'business_email', 'industry', 'company_size'];

export const ENRICHED_COLUMNS = [
  'matched',
  ...CONTACT_COLUMNS.map((column) => `enriched_${column}`),
  ...ENHANCE_ATTRIBUTES.map((attribute) => `enriched_${attribute}`),
  ...BUSINESS_HEADERS.map((column) => `enriched_${column}`),
];

const STRINGIFY = { escape_formulas: true, record_delimiter: '\r\n' } as const;

export const enrichedHeaderCsv = (headers: readonly string[]) =>
  stringify([[...headers, ...ENRICHED_COLUMNS]], STRINGIFY);

function enrichedCells(person: ResolvedPerson | null): string[] {
  if (!person) return ['no', ...ENRICHED_COLUMNS.slice(1).map(() => '')];
  return [
    'yes',
    ...CONTACT_COLUMNS.map((column) => person[column]),
    ...ENHANCE_ATTRIBUTES.map((attribute) => String(person.attributes[attribute] ?? '')),
    ...BUSINESS_COLUMNS.map((column) => person.business?.[column] ?? ''),
  ];
}

/** One chunk's lines: each input record padded to the header's width, then its enrichment. */
export function enrichedChunkCsv(
  width: number,
  records: readonly string[][],
  people: readonly (ResolvedPerson | null)[],
): string {
  const rows = records.map((record, index) => [
    ...Array.from({ length: width }, (_, column) => record[column] ?? ''),
    ...enrichedCells(people[index] ?? null),
  ]);
  return stringify(rows, STRINGIFY);
}
