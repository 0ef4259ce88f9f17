// The daily cap per source address (issue 12 item 4): a pixel visit whose address already made the
// platform's cap of leads for this campaign in the last 24 hours is not a lead ('ip-limit-reached').
// Visits without an address (feeds, test leads) are not capped: null.
import { ipCapReached, type LeadFloodRules } from '@lead/shared';

export const addressCapped = (leadsFromAddress: number | null, rules: LeadFloodRules): boolean =>
  leadsFromAddress !== null && ipCapReached(leadsFromAddress, rules);
