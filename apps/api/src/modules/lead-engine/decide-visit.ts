// The pipeline's decision for one visit, stage by stage (issue 6 point 4): resolved person →
// re-identification window → suppression → required fields → lead limits → campaign dates and
// status. The first stage that refuses names the reason the dashboard counts.
import type { RejectionReason } from '@lead/shared';
import type { ResolvedPerson } from '../lead-data/provider.ts';
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
  if (limitReached(campaign, facts.leadsInPeriod, now)) return 'limit-reached';
  return notRunningReason(campaign, now);
}
