// An uploaded contact file as text and records (issue 27 item 2): UTF-8 (a byte-order mark is fine),
// a header row naming its columns, 1 to 100,000 contacts. Anything else is refused with the sentence
// that says why, naming the file field; nothing is stored.
import {
  ENRICHMENT_FIELDS,
  type EnrichmentMapping,
  enrichmentMessage,
  ENRICHMENT_LIMITS as LIMITS,
  ENRICHMENT_MESSAGES as M,
} from '@lead/shared';
import { parse } from 'csv-parse/sync';
import { AppError, invalid } from '../../platform/errors.ts';
import type { ContactQuery } from '../../platform/providers/lead-data-provider.ts';

export const CONTACTS_FILE_FIELD = 'contactsfile';

export const refuseFile = (reason: string, status = 422) =>
  status === 422
    ? invalid({ [CONTACTS_FILE_FIELD]: reason })
    : new AppError(status, 'invalidInput', { [CONTACTS_FILE_FIELD]: reason });

/** The bytes as text: UTF-8 only (NUL bytes mean a binary file, a bad sequence another encoding). */
export function contactTextOf(bytes: Buffer): string {
  if (bytes.includes(0)) throw refuseFile(M.notUtf8);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuseFile(M.notUtf8);
  }
}

/** How the contact files are read: any line endings, ragged rows, blank lines skipped. */
export const CONTACT_CSV_OPTIONS = {
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  bom: true,
} as const;

const unreadable = (error: unknown) =>
  refuseFile(enrichmentMessage(M.notReadable, { reason: (error as Error).message }));

/** The first `count` records of the text, the header first (the preview reads 101). */
export function contactRecordsOf(text: string, count: number): string[][] {
  try {
    return parse(text, { ...CONTACT_CSV_OPTIONS, to: count }) as string[][];
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * The header and how many records follow it. Only the header is kept, and reading stops one record
 * past the limit: a file of a million rows is refused without holding its records.
 */
function headerAndCount(text: string): { header: string[] | undefined; records: number } {
  let header: string[] | undefined;
  let records = 0;
  try {
    parse(text, {
      ...CONTACT_CSV_OPTIONS,
      to: LIMITS.rowsMax + 2,
      on_record: (record: string[]) => {
        if (records++ === 0) header = record;
        return null;
      },
    });
  } catch (error) {
    throw unreadable(error);
  }
  return { header, records };
}

/** A header names columns: no blank or repeated name, and no e-mail address (that is a contact). */
function isHeader(record: string[] | undefined): record is string[] {
  if (!record || record.length === 0) return false;
  const names = record.map((cell) => cell.trim());
  if (names.some((name) => name === '' || name.includes('@'))) return false;
  return new Set(names.map((name) => name.toLowerCase())).size === names.length;
}

export type ContactFile = { text: string; headers: string[]; rows: number; sampleRows: string[][] };

/** Characters read for the sample rows: a few rows fit many times over in most files. */
const SAMPLE_PREFIX_CHARS = 64 * 1024;

/**
 * The first records after the header, one cell per column, each cut short. Only the start of the
 * file is read (parsing copies what it reads: not the whole file again for three rows). A record is
 * taken from the start only when another follows it there, so none is cut at the slice's end; when
 * the start holds too few (very long rows) or ends inside a quoted cell, the file is read whole.
 */
function sampleRowsOf(text: string, columns: number): string[][] {
  const wanted = LIMITS.sampleRows + 1;
  let records: string[][] = [];
  if (text.length > SAMPLE_PREFIX_CHARS) {
    try {
      records = parse(text.slice(0, SAMPLE_PREFIX_CHARS), { ...CONTACT_CSV_OPTIONS, to: wanted + 1 });
    } catch {
      records = [];
    }
  }
  records = records.length > wanted ? records.slice(0, wanted) : contactRecordsOf(text, wanted);
  return records
    .slice(1)
    .map((record) =>
      Array.from({ length: columns }, (_, index) =>
        (record[index] ?? '').trim().slice(0, LIMITS.sampleCellMax),
      ),
    );
}

export function checkedContactFile(bytes: Buffer): ContactFile {
  const text = contactTextOf(bytes);
  const { header, records } = headerAndCount(text);
  if (!isHeader(header)) throw refuseFile(M.noHeader);
  if (header.length > LIMITS.columnsMax) throw refuseFile(M.tooManyColumns);
  const rows = records - 1;
  if (rows === 0) throw refuseFile(M.noRows);
  if (rows > LIMITS.rowsMax) throw refuseFile(M.tooManyRows);
  return {
    text,
    headers: header.map((cell) => cell.trim()),
    rows,
    sampleRows: sampleRowsOf(text, header.length),
  };
}

/** Each field's column index in the header (-1: not mapped). */
export type ColumnIndexes = Record<keyof EnrichmentMapping, number>;

export function columnIndexesOf(headers: readonly string[], mapping: EnrichmentMapping): ColumnIndexes {
  return Object.fromEntries(
    ENRICHMENT_FIELDS.map((field) => [field, mapping[field] === null ? -1 : headers.indexOf(mapping[field])]),
  ) as ColumnIndexes;
}

export function contactOf(record: readonly string[], columns: ColumnIndexes): ContactQuery {
  const cell = (index: number) => (index < 0 ? null : (record[index]?.trim() ?? null) || null);
  return {
    email: cell(columns.email),
    firstName: cell(columns.firstName),
    lastName: cell(columns.lastName),
    address: cell(columns.address),
    city: cell(columns.city),
    state: cell(columns.state),
    zip: cell(columns.zip),
  };
}
