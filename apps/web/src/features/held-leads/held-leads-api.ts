// Held for review calls (issue 12 item 4): the held list, and releasing or discarding one lead.
import {
  type HeldLeadDecision,
  type HeldLeadDecisionResponse,
  type HeldLeadsResponse,
  heldLeadDecisionPath,
  heldLeadsPath,
} from '@lead/shared';
import { api } from '../../app/api-client.ts';

export const HELD_LEADS_KEY = ['held-leads'] as const;
export const heldLeadsKey = (page: number) => [...HELD_LEADS_KEY, page] as const;

export const listHeldLeads = (page: number, perPage: number) =>
  api.get<HeldLeadsResponse>(heldLeadsPath(page, perPage));

export const decideHeldLead = (heldLeadId: number, decision: HeldLeadDecision) =>
  api.put<HeldLeadDecisionResponse>(heldLeadDecisionPath(heldLeadId, decision));
