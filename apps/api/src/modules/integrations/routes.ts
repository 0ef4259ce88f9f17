// The integrations' core calls (issue 17), served from their declarations (integrationRoutes):
// connect and save, campaign settings, lists of integrations, webhooks, test, disconnect, secret
// rotation, the delivery log with Resend, net-new rejections and live leads.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';

const notBuiltYet = async (): Promise<never> => {
  throw new AppError(503, 'serverError');
};

export const integrationCoreRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.saveIntegration, notBuiltYet);
  serve(app, routes.saveCampaignIntegrationDetails, notBuiltYet);
  serve(app, routes.integrationDetails, notBuiltYet);
  serve(app, routes.companyIntegrationDetail, notBuiltYet);
  serve(app, routes.companyIntegrationList, notBuiltYet);
  serve(app, routes.campaignWebhook, notBuiltYet);
  serve(app, routes.campaignTags, notBuiltYet);
  serve(app, routes.agencyWebhook, notBuiltYet);
  serve(app, routes.agencyTags, notBuiltYet);
  serve(app, routes.testIntegration, notBuiltYet);
  serve(app, routes.disconnectIntegration, notBuiltYet);
  serve(app, routes.rotateWebhookSecret, notBuiltYet);
  serve(app, routes.deliveryLog, notBuiltYet);
  serve(app, routes.resendDelivery, notBuiltYet);
  serve(app, routes.netNewRejections, notBuiltYet);
  serve(app, routes.liveLeadsTicket, notBuiltYet);
  serve(app, routes.liveLeads, notBuiltYet);
};
