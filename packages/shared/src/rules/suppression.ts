// The exclusion list's upload rules (part 2 §5 "Exclusion upload", §9 limits) and the opt-out
// list's: which files are accepted, how their names are cleaned, what one row may hold. The web
// checks the file before sending it and the API checks it again with the same functions.
import { z } from 'zod';

export const SUPPRESSION_LIMITS = {
  /** Part 2 §9: up to 10,000 records per upload. */
  recordsMax: 10_000,
  /** 10,000 e-mail addresses of the longest legal length fit in well under this. */
  fileBytesMax: 4 * 1024 * 1024,
  /** Part 2 §4, §9: progress is polled every 2 seconds while jobs run. */
  progressPollMs: 2000,
  /** The import commits its progress after this many rows. */
  importChunkRows: 250,
  /** Bad rows a progress answer lists (their count is always whole). */
  badRowsListed: 50,
  /** Finished imports the dialog lists. */
  doneJobsListed: 10,
  fileNameMax: 200,
  /** Public opt-out requests one IP may send per hour. */
  optOutPerIpPerHour: 5,
} as const;

export const SUPPRESSION_MESSAGES = {
  // part 2 §5
  invalidFileFormat: 'Invalid file format. This upload only supports CSV files.',
  // ours
  fileMissing: 'Choose a CSV file to upload.',
  fileEmpty: 'The file has no e-mail addresses or MD5 hashes.',
  fileTooLarge: 'The file is larger than 4 MB.',
  tooManyRecords: 'The file has {count} records; one upload takes up to 10,000.',
  notReadable: 'The file could not be read as CSV ({reason}).',
  noValidRows: 'The file has no e-mail address or MD5 hash to import: {lines}.',
  notEmailOrMd5: 'not an e-mail or MD5',
  oneValuePerRow: 'one e-mail or MD5 per row',
  emailOrMd5: 'Enter an e-mail address or an MD5 hash.',
  campaignRequired: 'Choose the campaign whose list this is.',
  purgedTitle: 'Records purged',
  purgedText: '{count} records have been purged from the exclusion list.',
  optOutPurgedText: '{count} records have been purged from the opt-out list.',
  optOutReceived:
    'Thank you. If we hold any data for this e-mail address, it will be removed within minutes, and it will not be collected again.',
  optOutAdded: 'The e-mail address has been added to the opt-out list.',
} as const;

/** Which list a call is about: the client-wide list, or one campaign's list (spec's campaigntype). */
export const SUPPRESSION_LIST_TYPES = ['client', 'campaign'] as const;
export type SuppressionListType = (typeof SUPPRESSION_LIST_TYPES)[number];

/** Part 2 §5: only .csv files (by name; the content is checked by parsing it). */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim());

/**
 * Part 2 §5: spaces become underscores, characters other than letters, digits, '.', '_' and '-'
 * are removed, and the name is lower-cased.
 */
export function sanitizeUploadFileName(name: string): string {
  return name
    .replace(/ /g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .toLowerCase()
    .slice(0, SUPPRESSION_LIMITS.fileNameMax);
}

const emailSchema = z.email();
const MD5 = /^[0-9a-f]{32}$/i;

export type ExclusionValue = { kind: 'email' | 'md5'; value: string };

/** An e-mail address (trimmed, lower-cased) or an MD5 hash (lower-cased); anything else is null. */
export function exclusionValueOf(raw: string): ExclusionValue | null {
  const text = raw.trim();
  if (MD5.test(text)) return { kind: 'md5', value: text.toLowerCase() };
  const lowered = text.toLowerCase();
  if (lowered.length <= 254 && emailSchema.safeParse(lowered).success)
    return { kind: 'email', value: lowered };
  return null;
}

export type BadRow = { line: number; reason: string };
export type ExclusionRow = { line: number; cells: string[] };
export type RowOutcome = { value: ExclusionValue } | { bad: BadRow };

/** One row holds exactly one value: the first non-empty cell, and no other. */
export function exclusionRowOutcome(row: ExclusionRow): RowOutcome {
  const filled = row.cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length > 1) return { bad: { line: row.line, reason: SUPPRESSION_MESSAGES.oneValuePerRow } };
  const value = exclusionValueOf(filled[0] ?? '');
  if (!value) return { bad: { line: row.line, reason: SUPPRESSION_MESSAGES.notEmailOrMd5 } };
  return { value };
}

/**
 * A first row may be a header ("email", "Email Address", "md5"): it holds no value and no '@', and
 * only words. A first row like "bob@" is a bad row, not a header.
 */
export function isHeaderRow(cells: string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length === 0) return false;
  return filled.every((cell) => /^[A-Za-z][A-Za-z0-9 _.-]{0,59}$/.test(cell) && !exclusionValueOf(cell));
}

/** The rows that count as records: blank rows are skipped, a header row is not a record. */
export function exclusionRecords(rows: ExclusionRow[]): ExclusionRow[] {
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [first, ...rest] = filled;
  if (first && isHeaderRow(first.cells)) return rest;
  return filled;
}

export const badRowText = (row: BadRow): string => `line ${row.line}: ${row.reason}`;

/** Whole percent of an import done (0 while nothing is known, 100 once every row is read). */
export function importPercentage(processedRows: number, totalRows: number): number {
  if (totalRows <= 0) return 0;
  return Math.min(100, Math.floor((processedRows / totalRows) * 100));
}

const showValue = (value: string | number) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : value;

/** A SUPPRESSION_MESSAGES sentence with its {placeholders} filled in (numbers as 10,001). */
export const suppressionMessage = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : showValue(value);
  });
