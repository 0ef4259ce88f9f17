// The pipeline's decision for one visit, stage by stage (issue 6 point 4): resolved person →
// re-identification window → suppression → required fields → daily cap per source address (issue
// 12 item 4) → lead limits → campaign dates and status. The first stage that refuses names the
// reason the dashboard counts. (A lead that passes may still be held by the velocity guard.)
import type { LeadFloodRules, RejectionReason } from '@lead/shared';
import type { ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';
import { addressCapped } from './stages/address-cap.ts';
import { notRunningReason } from './stages/campaign-running.ts';
import { type LimitedCampaign, limitReached } from './stages/lead-limits.ts';
import { type PriorLead, reidentified } from './stages/reidentification.ts';
import { missingRequiredField } from './stages/required-fields.ts';
import { suppressed } from './stages/suppression.ts';

export type DecisionCampaign = LimitedCampaign & {
  id: number;
  companyId: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  reidentificationType: string;
  applyReidentificationAll: boolean;
  requireEmailAddress: boolean;
  phoneEnabled: boolean;
  homeAddressEnabled: boolean;
};

export type DecisionFacts = {
  person: ResolvedPerson | null;
  /**
   * Test leads skip re-identification, limits and the campaign's dates and status: they show the
   * delivery before launch too, and they are never billed.
   */
  test: boolean;
  priorLeads: readonly PriorLead[];
  suppressionEntries: ReadonlySet<string>;
  leadsInPeriod: number;
  /** Leads of the visit's source address for this campaign in the last 24 hours; null: not capped. */
  leadsFromAddress: number | null;
  floodRules: LeadFloodRules;
  now: Date;
};

export function decideVisit(campaign: DecisionCampaign, facts: DecisionFacts): RejectionReason | null {
  const { person, now } = facts;
  if (!person) return 'unresolved';
  if (!facts.test && reidentified(campaign, facts.priorLeads, now)) return 'reidentified';
  if (suppressed(campaign, person.emailMd5, facts.suppressionEntries)) return 'suppressed';
  const missing = missingRequiredField(campaign, person);
  if (missing) return missing;
  if (facts.test) return null;
  if (addressCapped(facts.leadsFromAddress, facts.floodRules)) return 'ip-limit-reached';
  if (limitReached(campaign, facts.leadsInPeriod, now)) return 'limit-reached';
  return notRunningReason(campaign, now);
}
