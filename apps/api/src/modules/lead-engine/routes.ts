// Lead flood protection (issue 12 item 4), served from its declarations (leadEngineRoutes).
import { LEAD_FLOOD_MESSAGES, leadEngineRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { discardHeldLead, releaseHeldLead } from './decide-held-lead.ts';
import { floodRuleDefaults, floodRulesOfPlatform, saveFloodRules } from './flood-rules.ts';
import { listHeldLeads } from './list-held-leads.ts';

export const leadEngineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  const defaults = floodRuleDefaults(appCtx.config);

  serve(app, routes.readFloodRules, async (request, _reply, ctx) =>
    floodRulesOfPlatform(ctx.db, actorOf(request).rootCompanyId, defaults),
  );

  serve(app, routes.saveFloodRules, async (request, _reply, ctx) => {
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
  });

  serve(app, routes.listHeldLeads, async (request, _reply, ctx) =>
    listHeldLeads(ctx, actorOf(request), request.query),
  );

  serve(app, routes.releaseHeldLead, async (request, _reply, ctx) =>
    releaseHeldLead(ctx, actorOf(request), request.params.heldLeadId, request.ip),
  );
  serve(app, routes.discardHeldLead, async (request, _reply, ctx) =>
    discardHeldLead(ctx, actorOf(request), request.params.heldLeadId, request.ip),
  );
};
