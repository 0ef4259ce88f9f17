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

export const integrationCoreRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Open streams would hold the server open; the LISTEN connection would hold the pool.
  app.addHook('preClose', async () => endLiveStreams(ctx));
  app.addHook('onClose', async () => liveLeadsHub(ctx).close());
  serve(app, routes.saveIntegration, async (request) =>
    saveIntegration(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.saveCampaignIntegrationDetails, async (request) =>
    saveCampaignIntegration(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.integrationDetails, async (request) =>
    campaignIntegrationDetails(ctx.db, actorOf(request), request.body.campaign_id),
  );
  serve(app, routes.companyIntegrationDetail, async (request) =>
    integrationDetail(ctx.db, actorOf(request), request.params.companyID, request.params.slug),
  );
  serve(app, routes.companyIntegrationList, async (request) =>
    listIntegrations(ctx.db, actorOf(request), request.params.companyID),
  );
  serve(app, routes.campaignWebhook, async (request) =>
    campaignWebhook(ctx.db, actorOf(request), request.params.campaign_id),
  );
  serve(app, routes.campaignTags, async (request) =>
    campaignTags(ctx.db, actorOf(request), request.params.campaign_id),
  );
  serve(app, routes.agencyWebhook, async (request) =>
    agencyWebhook(ctx.db, actorOf(request), request.params.agencyID),
  );
  serve(app, routes.agencyTags, async (request) =>
    agencyTags(ctx.db, actorOf(request), request.params.agencyID),
  );
  serve(app, routes.testIntegration, async (request) =>
    testIntegration(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.crmFieldMap, async (request) =>
    saveCrmFieldMap(ctx, actorOf(request), request.params.integrationId, request.body, request.ip),
  );
  serve(app, routes.disconnectIntegration, async (request) =>
    disconnectIntegration(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.rotateWebhookSecret, async (request) =>
    rotateWebhookSecret(ctx, actorOf(request), request.params.integrationId, request.ip),
  );
  serve(app, routes.switchCompanyWebhook, async (request) =>
    switchCompanyWebhook(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.deliveryLog, async (request) => deliveryLog(ctx.db, actorOf(request), request.query));
  serve(app, routes.resendDelivery, async (request) =>
    resendDelivery(ctx, actorOf(request), request.params.deliveryId, request.ip),
  );
  serve(app, routes.netNewRejections, async (request) =>
    netNewRejections(ctx.db, actorOf(request), request.query),
  );
  serve(app, routes.liveLeadsTicket, async (request) => liveTicket(ctx, actorOf(request), request.body));
  serve(app, routes.liveLeads, async (request, reply) => {
    await streamLiveLeads(ctx, request, reply, request.query.ticket);
    return reply;
  });
};
