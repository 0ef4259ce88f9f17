// The platform's lead flood rules (GET|PUT /configuration/lead-flood-rules, platform staff only).
import { LEAD_FLOOD_RULES_PATH, type LeadFloodRules } from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export const leadFloodRulesKey = ['lead-flood-rules'] as const;

export const readLeadFloodRules = () => api.get<LeadFloodRules>(LEAD_FLOOD_RULES_PATH);

export const saveLeadFloodRules = (rules: LeadFloodRules) =>
  api.put<{ message: string }>(LEAD_FLOOD_RULES_PATH, rules);
