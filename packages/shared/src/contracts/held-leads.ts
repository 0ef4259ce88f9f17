// Lead flood protection (issue 12 item 4): the platform's rules, and the leads the velocity guard
// held unbilled until their agency releases (charged once, delivered) or discards them.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { pageQueryFields, pageResponseFields } from './common.ts';

/** Our wording: the spec has no lead flood protection. */
export const LEAD_FLOOD_MESSAGES = {
  rulesSaved: 'The lead flood rules have been saved.',
  released: 'The lead has been released. It is charged and delivered.',
  discarded: 'The lead has been discarded. It will never be charged.',
  notHeld: 'This lead is no longer held for review.',
  personUnknown: 'The person of this lead can no longer be found, so it cannot be released. Discard it.',
} as const;

// ---------------------------------------------------------------------------------------------
// GET|PUT /configuration/lead-flood-rules (platform staff): the platform's rules (rules/lead-flood.ts)

export const LEAD_FLOOD_RULES_PATH = '/configuration/lead-flood-rules';

/** The range of each rule, and the sentence a value outside it (or no whole number) is refused with. */
export const LEAD_FLOOD_RULE_RANGES = {
  leadsPerIpPerDay: { min: 1, max: 1000 },
  velocityMultiplier: { min: 1, max: 100 },
  velocityFloorPerHour: { min: 1, max: 100_000 },
} as const;

export const wholeNumberBetween = (min: number, max: number) =>
  `Enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;

const ruleValue = ({ min, max }: { min: number; max: number }) => {
  const error = wholeNumberBetween(min, max);
  return z.number({ error }).int(error).min(min, error).max(max, error);
};

export const leadFloodRules = z.object({
  leadsPerIpPerDay: ruleValue(LEAD_FLOOD_RULE_RANGES.leadsPerIpPerDay),
  velocityMultiplier: ruleValue(LEAD_FLOOD_RULE_RANGES.velocityMultiplier),
  velocityFloorPerHour: ruleValue(LEAD_FLOOD_RULE_RANGES.velocityFloorPerHour),
});

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/held-leads?Page&PerPage — held leads of the campaigns the caller manages, oldest first

export const heldLeadsQuery = z.object(pageQueryFields(TENANT_LIMITS));

export const heldLead = z.object({
  id: z.number(),
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  /** The client that runs the campaign (and would be charged). */
  company_name: z.string(),
  held_at: z.string(),
  /** The page view that made it: where it came from. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  page_url: z.string().nullable(),
  /** What releasing it charges the client, in cents. */
  price_cents: z.number(),
});
export type HeldLead = z.infer<typeof heldLead>;

export const heldLeadsResponse = z.object({ ...pageResponseFields, data: z.array(heldLead) });
export type HeldLeadsResponse = z.infer<typeof heldLeadsResponse>;

export const heldLeadsPath = (page: number, perPage: number) =>
  `/leadspeek/held-leads?${new URLSearchParams({ Page: String(page), PerPage: String(perPage) })}`;

// ---------------------------------------------------------------------------------------------
// PUT /leadspeek/held-leads/{heldLeadId}/release | /discard

export const HELD_LEAD_DECISIONS = ['release', 'discard'] as const;
export type HeldLeadDecision = (typeof HELD_LEAD_DECISIONS)[number];

export const heldLeadDecisionResponse = z.object({
  message: z.string(),
  /** Release: the lead it became and what was charged; discard: null and 0. */
  lead_id: z.number().nullable(),
  charged_cents: z.number(),
});
export type HeldLeadDecisionResponse = z.infer<typeof heldLeadDecisionResponse>;

export const heldLeadDecisionPath = (heldLeadId: number, decision: HeldLeadDecision) =>
  `/leadspeek/held-leads/${heldLeadId}/${decision}`;
