// The Agency User's Logs modal (part 2 §2, §5, §6, §9): date shortcuts, the download params with
// their 9999/'all' defaults, and the description truncation.
import { DateTime } from 'luxon';
import { ALL_FILTER, LOG_DATE_FORMAT, LOG_DATE_SHORTCUTS, TENANT_LIMITS } from '../constants.ts';

export type LogDateShortcut = keyof typeof LOG_DATE_SHORTCUTS;
export type LogDateRange = { start: string; end: string };

/** The last N days up to and including today, as yyyy-MM-dd in the viewer's zone. */
export function logDateShortcut(shortcut: LogDateShortcut, today: DateTime): LogDateRange {
  const end = today.startOf('day');
  return {
    start: end.minus({ days: LOG_DATE_SHORTCUTS[shortcut] }).toFormat(LOG_DATE_FORMAT),
    end: end.toFormat(LOG_DATE_FORMAT),
  };
}

/** A range in one path segment or field: "yyyy-MM-dd_yyyy-MM-dd". */
export const formatLogDateRange = (range: LogDateRange) => `${range.start}_${range.end}`;

/** Parses "yyyy-MM-dd_yyyy-MM-dd"; null when malformed or the end comes before the start. */
export function parseLogDateRange(value: string): LogDateRange | null {
  const [start, end, extra] = value.split('_');
  if (!start || !end || extra !== undefined) return null;
  const from = DateTime.fromFormat(start, LOG_DATE_FORMAT);
  const to = DateTime.fromFormat(end, LOG_DATE_FORMAT);
  if (!from.isValid || !to.isValid || to < from) return null;
  return { start, end };
}

/** User types of the log filter: Select All (9999), admin, client. */
export const LOG_USER_TYPES = [ALL_FILTER, 'admin', 'client'] as const;
export type LogUserType = (typeof LOG_USER_TYPES)[number];

export type LogFilters = {
  action?: string | null;
  userType?: LogUserType | null;
  userId?: number | null;
  campaignId?: string | null;
  dateRange?: LogDateRange | null;
};

/**
 * The params of the CSV download, configuration/user/download-log-user/{company}/{userType}/{user}/
 * {action}/{dateRange}/{campaign}: every filter left open is 9999, or 'all' for dates and campaign.
 */
export function logDownloadParamsOf(companyId: number, filters: LogFilters) {
  return {
    companyID: companyId,
    userType: filters.userType || ALL_FILTER,
    userID: filters.userId ? String(filters.userId) : ALL_FILTER,
    action: filters.action || ALL_FILTER,
    logDateRange: filters.dateRange ? formatLogDateRange(filters.dateRange) : 'all',
    campaignID: filters.campaignId || 'all',
  };
}

/** Descriptions longer than 30 characters show their start and an ellipsis; hover shows all. */
export function truncateDescription(text: string, max: number = TENANT_LIMITS.logDescriptionMax): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
