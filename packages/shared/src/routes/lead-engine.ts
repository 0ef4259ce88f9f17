// Lead flood protection (issue 12 item 4): the platform's rules (platform staff), and the held
// leads agency and platform staff review. Clients and sales people may not decide on them.
import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { id, messageBody } from '../contracts/common.ts';
import {
  heldLeadDecisionResponse,
  heldLeadsQuery,
  heldLeadsResponse,
  LEAD_FLOOD_RULES_PATH,
  leadFloodRules,
} from '../contracts/held-leads.ts';
import { defineRoute, PLATFORM_STAFF } from './route.ts';

const tags = ['lead flood'];
const REVIEWER_TYPES: UserType[] = ['user', 'userdownline', 'administrator'];
const heldLead = z.object({ heldLeadId: id });

export const leadEngineRoutes = {
  readFloodRules: defineRoute({
    method: 'GET',
    path: LEAD_FLOOD_RULES_PATH,
    response: { 200: leadFloodRules },
    auth: PLATFORM_STAFF,
    tags,
  }),
  saveFloodRules: defineRoute({
    method: 'PUT',
    path: LEAD_FLOOD_RULES_PATH,
    body: leadFloodRules,
    response: { 200: messageBody },
    auth: PLATFORM_STAFF,
    tags,
  }),
  listHeldLeads: defineRoute({
    method: 'GET',
    path: '/leadspeek/held-leads',
    query: heldLeadsQuery,
    response: { 200: heldLeadsResponse },
    auth: { userTypes: REVIEWER_TYPES },
    tags,
  }),
  /** Releasing changes a campaign's leads: the role's LeadsPeek update flag. */
  releaseHeldLead: defineRoute({
    method: 'PUT',
    path: '/leadspeek/held-leads/:heldLeadId/release',
    params: heldLead,
    response: { 200: heldLeadDecisionResponse },
    auth: { userTypes: REVIEWER_TYPES, campaignPermission: 'update' },
    tags,
  }),
  discardHeldLead: defineRoute({
    method: 'PUT',
    path: '/leadspeek/held-leads/:heldLeadId/discard',
    params: heldLead,
    response: { 200: heldLeadDecisionResponse },
    auth: { userTypes: REVIEWER_TYPES, campaignPermission: 'update' },
    tags,
  }),
};
