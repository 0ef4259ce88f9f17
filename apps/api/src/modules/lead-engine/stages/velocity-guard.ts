// The velocity guard (issue 12 item 4): once a campaign's leads of the last hour pass several times
// its usual hourly rate (and the floor), its new pixel leads are held unbilled for the agency's
// review instead of being charged and delivered.
import { holdForReview, type LeadFloodRules, usualHourlyRate } from '@lead/shared';

/** A campaign's leads of the last hour (held ones too) and of the baseline week before it. */
export type CampaignPace = { lastHour: number; baseline: number };

export const heldByVelocity = (pace: CampaignPace, rules: LeadFloodRules): boolean =>
  holdForReview(pace.lastHour, usualHourlyRate(pace.baseline), rules);
