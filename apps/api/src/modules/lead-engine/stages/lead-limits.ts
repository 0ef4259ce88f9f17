// Lead limits (part 2 §3 "Cost module": LimitLead per LimitLeadFreq within LimitLeadStart–End): while
// today (in the campaign's zone) is inside the limit's dates, at most LimitLead leads per local day,
// week or month. Outside those dates, or without a limit, leads are not capped.
import { DateTime } from 'luxon';

export type LimitedCampaign = {
  limitLead: number | null;
  limitLeadFreq: string | null;
  limitLeadStart: string | null;
  limitLeadEnd: string | null;
  timezone: string;
};

const UNITS = { day: 'day', week: 'week', month: 'month' } as const;

/** The start of the current limit period, or null when no limit applies now. */
export function limitPeriodStart(campaign: LimitedCampaign, now: Date): Date | null {
  const unit = UNITS[campaign.limitLeadFreq as keyof typeof UNITS];
  if (campaign.limitLead === null || !unit) return null;
  const local = DateTime.fromJSDate(now).setZone(campaign.timezone);
  const today = local.toISODate() ?? '';
  if (campaign.limitLeadStart && today < campaign.limitLeadStart) return null;
  if (campaign.limitLeadEnd && today > campaign.limitLeadEnd) return null;
  return local.startOf(unit).toJSDate();
}

export function limitReached(campaign: LimitedCampaign, leadsInPeriod: number, now: Date): boolean {
  if (limitPeriodStart(campaign, now) === null || campaign.limitLead === null) return false;
  return leadsInPeriod >= campaign.limitLead;
}
