// GET /configuration/user/download-log-user/...: the filtered logs as CSV (part 2 §2 log download),
// read in keyset batches so a big tree streams without holding every row in memory.
import { and, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { userLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedOrOwnRoot } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { csvDownload } from '../../platform/csv-download.ts';
import type { LogCompany } from './log-access.ts';
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

function batchAfter(ctx: AppContext, conditions: SQL[], after: LogRecord | null, limit: number) {
  const keyset: SQL | undefined = after
    ? sql`(${userLogs.createdAt}, ${userLogs.id}) < (${after.cursorAt}::timestamptz, ${after.id})`
    : undefined;
  return logsFrom(ctx.db)
    .where(and(...conditions, keyset))
    .orderBy(...newestFirst)
    .limit(limit);
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
  // Every check and the first query run before the first byte, so bad input still answers 404/422.
  const company = await companyManagedOrOwnRoot(ctx.db, actor, request.companyID);
  const conditions = await logConditions(ctx.db, company, request, zone);
  const csv = await csvDownload<LogRecord>({
    columns: CSV_COLUMNS,
    batchAfter: (after, limit) => batchAfter(ctx, conditions, after, limit),
    record: (record) => csvRecord(record, zone),
    maxRows: DOWNLOAD_MAX_ROWS,
    batchSize: BATCH_SIZE,
    onError,
  });
  return { fileName: downloadFileName(company, zone), csv };
}
