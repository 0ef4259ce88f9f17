// Turns an uploaded exclusion file into its records (part 2 §5): UTF-8 text, any line endings, an
// optional header, blank rows skipped. Each record keeps the line it starts on, for the bad-row report.
import {
  type ExclusionRow,
  exclusionRecords,
  SUPPRESSION_MESSAGES as S,
  suppressionMessage,
} from '@lead/shared';
import { parse } from 'csv-parse/sync';

export class UnreadableCsv extends Error {}

type ParsedRecord = { record: string[]; info: { lines: number } };

export function exclusionRowsOf(content: string): ExclusionRow[] {
  // One line ending throughout: csv-parse takes the first one it meets for the whole file.
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // Typed boundary: with `info`, csv-parse returns records wrapped with their line information.
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new UnreadableCsv(suppressionMessage(S.notReadable, { reason: (error as Error).message }));
  }
  const rows = parsed.map(({ record, info }) => {
    // info.lines is the line a record ends on; quoted cells may span lines.
    const spanned = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spanned, cells: record };
  });
  return exclusionRecords(rows);
}

/** The bytes as text, or why they are not a CSV file (binary content, invalid UTF-8). */
export function csvTextOf(bytes: Buffer): string {
  if (bytes.includes(0))
    throw new UnreadableCsv(suppressionMessage(S.notReadable, { reason: 'binary file' }));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableCsv(suppressionMessage(S.notReadable, { reason: 'not UTF-8 text' }));
  }
}
