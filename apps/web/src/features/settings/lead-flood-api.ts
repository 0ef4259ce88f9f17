// The platform's lead flood rules (platform staff only).
import { type LeadFloodRules, leadEngineRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const leadFloodRulesKey = ['lead-flood-rules'] as const;

export const readLeadFloodRules = () => call(routes.readFloodRules);

export const saveLeadFloodRules = (rules: LeadFloodRules) => call(routes.saveFloodRules, { body: rules });
