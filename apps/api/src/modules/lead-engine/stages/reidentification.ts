// Re-identification (issue 6 point 4): a person is not a lead of the campaign again until its
// window has passed since their last lead; with applyreidentificationall the window spans every
// campaign of the client. 'never' means once a lead, never again.
import type { ReidentificationType } from '@lead/shared';
import { DateTime } from 'luxon';

const WINDOWS: Record<Exclude<ReidentificationType, 'never'>, object> = {
  '1 week': { weeks: 1 },
  '1 month': { months: 1 },
  '3 months': { months: 3 },
  '6 months': { months: 6 },
  '1 year': { years: 1 },
};

// A batch decides all its visits at one instant: each window's start is worked out once for it, not
// once per visit (the calendar arithmetic showed in bench:pipeline's profile).
let startsAt = Number.NaN;
const startsOfWindows = new Map<string, number>();

/** The start of the window: a lead of the same person at or after it blocks a new one. */
export function reidentificationSince(type: string, now: Date): Date {
  const window = WINDOWS[type as keyof typeof WINDOWS];
  if (!window) return new Date(0);
  if (now.getTime() !== startsAt) {
    startsAt = now.getTime();
    startsOfWindows.clear();
  }
  let since = startsOfWindows.get(type);
  if (since === undefined) {
    since = DateTime.fromJSDate(now).minus(window).toMillis();
    startsOfWindows.set(type, since);
  }
  return new Date(since);
}

export type PriorLead = { campaignId: number; companyId: number; at: Date };

/** Whether an earlier lead of this person blocks a new one for the campaign. */
export function reidentified(
  campaign: {
    id: number;
    companyId: number;
    reidentificationType: string;
    applyReidentificationAll: boolean;
  },
  priorLeads: readonly PriorLead[],
  now: Date,
): boolean {
  const since = reidentificationSince(campaign.reidentificationType, now).getTime();
  return priorLeads.some(
    (lead) =>
      lead.at.getTime() >= since &&
      (lead.campaignId === campaign.id ||
        (campaign.applyReidentificationAll && lead.companyId === campaign.companyId)),
  );
}
