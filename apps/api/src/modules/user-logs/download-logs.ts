// GET /configuration/user/download-log-user/...: the filtered logs as CSV (part 2 §2 log download),
// read in keyset batches so a big tree streams without holding every row in memory.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.ts';
import { userLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { type LogCompany, readableLogCompany } from './log-access.ts';
import { type LogFilterValues, logConditions } from './log-filter.ts';
import { type LogRecord, logsFrom, newestFirst } from './log-rows.ts';
import { userTypeLabel } from './user-type-label.ts';

/** A spreadsheet-sized cap: larger exports should narrow the filters first. */
export const DOWNLOAD_MAX_ROWS = 50_000;
const BATCH_SIZE = 1_000;

export const CSV_COLUMNS = [
  'Date',
  'Name',
  'User type',
  'Company',
  'Action',
  'Description',
  'IP',
  'Location',
  'Campaign',
];

function csvRecord(record: LogRecord, zone: string): string[] {
  return [
    DateTime.fromJSDate(record.createdAt, { zone }).toFormat('yyyy-MM-dd HH:mm:ss'),
    // A gone user leaves its cells empty (a '-' would be escaped as a formula).
    record.name ?? '',
    userTypeLabel(record.userType) ?? '',
    record.companyName ?? '',
    record.action,
    record.description,
    record.userIp ?? '',
    // No IP geolocation source works offline, so the location stays empty for now.
    '',
    record.campaignId ?? '',
  ];
}

async function* recordsOf(ctx: AppContext, conditions: SQL[], zone: string) {
  let sent = 0;
  let after: LogRecord | null = null;
  while (sent < DOWNLOAD_MAX_ROWS) {
    const keyset: SQL | undefined = after
      ? sql`(${userLogs.createdAt}, ${userLogs.id}) < (${after.cursorAt}::timestamptz, ${after.id})`
      : undefined;
    const batch: LogRecord[] = await logsFrom(ctx.db)
      .where(and(...conditions, keyset))
      .orderBy(...newestFirst)
      .limit(Math.min(BATCH_SIZE, DOWNLOAD_MAX_ROWS - sent));
    for (const record of batch) yield csvRecord(record, zone);
    sent += batch.length;
    if (batch.length < BATCH_SIZE) return;
    after = batch[batch.length - 1] ?? null;
  }
}

export function downloadFileName(company: LogCompany, zone: string): string {
  const slug =
    company.companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || String(company.id);
  return `user-logs-${slug}-${DateTime.now().setZone(zone).toFormat('yyyy-MM-dd')}.csv`;
}

export async function userLogCsv(
  ctx: AppContext,
  actor: Actor,
  request: LogFilterValues & { companyID: number },
  zone: string,
  onError: (error: Error) => void,
) {
  // Every check runs before the first byte, so bad input still answers 404/422, not a broken file.
  const company = await readableLogCompany(ctx, actor, request.companyID);
  const conditions = await logConditions(ctx.db, company, request, zone);
  // escape_formulas: a description starting with = + - @ must not run as a spreadsheet formula.
  const csv = stringify({ header: true, columns: CSV_COLUMNS, escape_formulas: true });
  pipeline(Readable.from(recordsOf(ctx, conditions, zone)), csv, (error) => {
    if (error) onError(error);
  });
  return { fileName: downloadFileName(company, zone), csv };
}
