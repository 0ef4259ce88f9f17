// Held for review calls (issue 12 item 4): the held list, and releasing or discarding one lead.
import { type HeldLeadDecision, leadEngineRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const HELD_LEADS_KEY = ['held-leads'] as const;
export const heldLeadsKey = (page: number) => [...HELD_LEADS_KEY, page] as const;
/** Under HELD_LEADS_KEY, so a release or discard (which invalidates it) refreshes the count too. */
export const heldCountKey = [...HELD_LEADS_KEY, 'count'] as const;

export const listHeldLeads = (page: number, perPage: number) =>
  call(routes.listHeldLeads, { query: { Page: page, PerPage: perPage } });

const decisionRoutes = { release: routes.releaseHeldLead, discard: routes.discardHeldLead };

export const decideHeldLead = (heldLeadId: number, decision: HeldLeadDecision) =>
  call(decisionRoutes[decision], { params: { heldLeadId } });

/** How many leads are held: one row asked for, the total read. */
export const countHeldLeads = () => listHeldLeads(1, 1).then((answer) => answer.total);
