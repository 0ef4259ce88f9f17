// Lead flood protection (issue 12 item 4): the platform's rules (platform staff), and the held
// leads agency and platform staff review. Clients and sales people may not decide on them.
import {
  HELD_LEAD_DECISIONS,
  heldLeadDecisionResponse,
  heldLeadsQuery,
  heldLeadsResponse,
  id,
  LEAD_FLOOD_MESSAGES,
  LEAD_FLOOD_RULES_PATH,
  leadFloodRules,
  messageBody,
  type UserType,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_STAFF } from '../../platform/access/route-access.ts';
import { actorOf, type RouteAuth } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { discardHeldLead, releaseHeldLead } from './decide-held-lead.ts';
import { floodRuleDefaults, floodRulesOfPlatform, saveFloodRules } from './flood-rules.ts';
import { listHeldLeads } from './list-held-leads.ts';

const REVIEWER_TYPES: UserType[] = ['user', 'userdownline', 'administrator'];
const reviewers: { auth: RouteAuth } = { auth: { userTypes: REVIEWER_TYPES } };
/** Releasing or discarding changes a campaign's leads: the role's LeadsPeek update flag. */
const deciders: { auth: RouteAuth } = { auth: { userTypes: REVIEWER_TYPES, campaignPermission: 'update' } };

export const leadEngineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['lead flood'];
  const defaults = floodRuleDefaults(ctx.config);

  app.get(
    LEAD_FLOOD_RULES_PATH,
    { config: PLATFORM_STAFF, schema: { tags, response: { 200: leadFloodRules } } },
    async (request) => floodRulesOfPlatform(ctx.db, actorOf(request).rootCompanyId, defaults),
  );

  app.put(
    LEAD_FLOOD_RULES_PATH,
    { config: PLATFORM_STAFF, schema: { tags, body: leadFloodRules, response: { 200: messageBody } } },
    async (request) => {
      const actor = actorOf(request);
      const rules = request.body;
      await saveFloodRules(ctx.db, actor.rootCompanyId, rules);
      await logActorAction(
        ctx.db,
        actor,
        request.ip,
        'setting',
        `Saved lead flood rules: ${rules.leadsPerIpPerDay} leads per address a day, hold past ${rules.velocityMultiplier}× the usual hourly rate (at least ${rules.velocityFloorPerHour} an hour)`,
      );
      return { message: LEAD_FLOOD_MESSAGES.rulesSaved };
    },
  );

  app.get(
    '/leadspeek/held-leads',
    {
      config: reviewers,
      schema: { tags, querystring: heldLeadsQuery, response: { 200: heldLeadsResponse } },
    },
    async (request) => listHeldLeads(ctx, actorOf(request), request.query),
  );

  const decide = { release: releaseHeldLead, discard: discardHeldLead };
  for (const decision of HELD_LEAD_DECISIONS) {
    app.put(
      `/leadspeek/held-leads/:heldLeadId/${decision}`,
      {
        config: deciders,
        schema: {
          tags,
          params: z.object({ heldLeadId: id }),
          response: { 200: heldLeadDecisionResponse },
        },
      },
      async (request) => decide[decision](ctx, actorOf(request), request.params.heldLeadId, request.ip),
    );
  }
};
