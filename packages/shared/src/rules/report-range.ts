// The range every dashboard opens on (issue 14 "Screens that tell the truth"): the last 30 days,
// today included, in the viewer's zone. The viewer widens it in the date fields (up to a year).
import { REPORT_LIMITS, type ReportRange, shiftDate } from '../contracts/reports.ts';

/** The last `defaultRangeDays` local days ending on `today` (yyyy-MM-dd), both ends included. */
export function dashboardOpeningRange(today: string): ReportRange {
  return { startDate: shiftDate(today, 1 - REPORT_LIMITS.defaultRangeDays), endDate: today };
}
