// The integrations' core calls (issue 17), served from their declarations (integrationRoutes):
// connect and save, campaign settings, lists of integrations, webhooks, test, disconnect, secret
// rotation, the delivery log with Resend, net-new rejections and live leads.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { saveCrmFieldMap } from './crm-field-map.ts';
import { deliveryLog, liveTicket, netNewRejections, resendDelivery } from './delivery-log.ts';
import { endLiveStreams, liveLeadsHub, streamLiveLeads } from './live-leads.ts';
import { disconnectIntegration, rotateWebhookSecret, testIntegration } from './manage-integration.ts';
import {
  agencyTags,
  agencyWebhook,
  campaignIntegrationDetails,
  campaignTags,
  campaignWebhook,
  integrationDetail,
  listIntegrations,
} from './read-integrations.ts';
import { saveCampaignIntegration, saveIntegration } from './save-integration.ts';
import { switchCompanyWebhook } from './switch-company-webhook.ts';

export const integrationCoreRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  // Open streams would hold the server open; the LISTEN connection would hold the pool.
  app.addHook('preClose', async () => endLiveStreams(appCtx));
  app.addHook('onClose', async () => liveLeadsHub(appCtx).close());
  serve(app, routes.saveIntegration, async (request, _reply, ctx) =>
    saveIntegration(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.saveCampaignIntegrationDetails, async (request, _reply, ctx) =>
    saveCampaignIntegration(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.integrationDetails, async (request, _reply, ctx) =>
    campaignIntegrationDetails(ctx.db, actorOf(request), request.body.campaign_id),
  );
  serve(app, routes.companyIntegrationDetail, async (request, _reply, ctx) =>
    integrationDetail(ctx.db, actorOf(request), request.params.companyID, request.params.slug),
  );
  serve(app, routes.companyIntegrationList, async (request, _reply, ctx) =>
    listIntegrations(ctx.db, actorOf(request), request.params.companyID),
  );
  serve(app, routes.campaignWebhook, async (request, _reply, ctx) =>
    campaignWebhook(ctx.db, actorOf(request), request.params.campaign_id),
  );
  serve(app, routes.campaignTags, async (request, _reply, ctx) =>
    campaignTags(ctx.db, actorOf(request), request.params.campaign_id),
  );
  serve(app, routes.agencyWebhook, async (request, _reply, ctx) =>
    agencyWebhook(ctx.db, actorOf(request), request.params.agencyID),
  );
  serve(app, routes.agencyTags, async (request, _reply, ctx) =>
    agencyTags(ctx.db, actorOf(request), request.params.agencyID),
  );
  serve(app, routes.testIntegration, async (request, _reply, ctx) =>
    testIntegration(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.crmFieldMap, async (request, _reply, ctx) =>
    saveCrmFieldMap(ctx, actorOf(request), request.params.integrationId, request.body, request.ip),
  );
  serve(app, routes.disconnectIntegration, async (request, _reply, ctx) =>
    disconnectIntegration(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.rotateWebhookSecret, async (request, _reply, ctx) =>
    rotateWebhookSecret(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.switchCompanyWebhook, async (request, _reply, ctx) =>
    switchCompanyWebhook(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.deliveryLog, async (request, _reply, ctx) =>
    deliveryLog(ctx.db, actorOf(request), request.query),
  );
  serve(app, routes.resendDelivery, async (request, _reply, ctx) =>
    resendDelivery(ctx, actorOf(request), request.params.deliveryId, request.ip),
  );
  serve(app, routes.netNewRejections, async (request, _reply, ctx) =>
    netNewRejections(ctx.db, actorOf(request), request.query),
  );
  serve(app, routes.liveLeadsTicket, async (request, _reply, ctx) =>
    liveTicket(ctx, actorOf(request), request.body),
  );
  serve(app, routes.liveLeads, async (request, reply, ctx) => {
    await streamLiveLeads(ctx, request, reply, request.query.ticket);
    return reply;
  });
};
