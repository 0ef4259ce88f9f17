import type { LeadReportRow } from '@lead/shared';

/** The lead's person as people read it: first and last name, or null when the lead has neither. */
export const leadName = (lead: Pick<LeadReportRow, 'first_name' | 'last_name'>): string | null =>
  [lead.first_name, lead.last_name].filter(Boolean).join(' ') || null;
