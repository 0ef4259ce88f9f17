// Held for review calls (issue 12 item 4): the held list, and releasing or discarding one lead.
import {
  type HeldLeadDecision,
  type HeldLeadDecisionResponse,
  type HeldLeadsResponse,
  heldLeadDecisionPath,
  heldLeadsPath,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export const HELD_LEADS_KEY = ['held-leads'] as const;
export const heldLeadsKey = (page: number) => [...HELD_LEADS_KEY, page] as const;
/** Under HELD_LEADS_KEY, so a release or discard (which invalidates it) refreshes the count too. */
export const heldCountKey = [...HELD_LEADS_KEY, 'count'] as const;

export const listHeldLeads = (page: number, perPage: number) =>
  api.get<HeldLeadsResponse>(heldLeadsPath(page, perPage));

export const decideHeldLead = (heldLeadId: number, decision: HeldLeadDecision) =>
  api.put<HeldLeadDecisionResponse>(heldLeadDecisionPath(heldLeadId, decision));

/** How many leads are held: one row asked for, the total read. */
export const countHeldLeads = () => listHeldLeads(1, 1).then((answer) => answer.total);
