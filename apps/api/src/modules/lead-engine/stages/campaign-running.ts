// Campaign dates and status: only an active campaign takes leads, and only from its start date to
// its end date, as local days in its own time zone.
import { DateTime } from 'luxon';

export type RunningReason = 'campaign-not-running' | 'outside-dates';

export function notRunningReason(
  campaign: { status: string; startDate: string | null; endDate: string | null; timezone: string },
  now: Date,
): RunningReason | null {
  if (campaign.status !== 'active') return 'campaign-not-running';
  const today = DateTime.fromJSDate(now).setZone(campaign.timezone).toISODate() ?? '';
  if (campaign.startDate && today < campaign.startDate) return 'outside-dates';
  if (campaign.endDate && today > campaign.endDate) return 'outside-dates';
  return null;
}
