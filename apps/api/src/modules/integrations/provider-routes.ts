// The provider-specific calls of part 2 §7 (lists, tags and groups of SendGrid, Kartra, GoHighLevel,
// Mailbox Power and ClickFunnels; Google Sheets' connect check, revoke and OAuth callback), served
// from their declarations (integrationRoutes) by the handlers in provider-calls/.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  clickFunnelsChosenTags,
  goHighLevelChosenTags,
  mailboxPowerChosenGroups,
} from './provider-calls/chosen-targets.ts';
import { createClickFunnelsTagFor } from './provider-calls/create-clickfunnels-tag.ts';
import {
  checkGoogleConnection,
  completeGoogleConnection,
  revokeGoogleConnection,
} from './provider-calls/google-connection.ts';
import { kartraListsAndTags, kartraListTargets, providerTargets } from './provider-calls/provider-targets.ts';

export const integrationProviderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serve(app, routes.sendgridLists, async (request) =>
    providerTargets(ctx, actorOf(request), request.params.companyID, 'sendgrid'),
  );
  serve(app, routes.kartraLists, async (request) =>
    kartraListTargets(ctx, actorOf(request), request.params.companyID),
  );
  serve(app, routes.kartraListsAndTags, async (request) =>
    kartraListsAndTags(ctx, actorOf(request), request.params.companyID),
  );
  serve(app, routes.goHighLevelTags, async (request) =>
    providerTargets(ctx, actorOf(request), request.params.companyID, 'gohighlevel'),
  );
  serve(app, routes.goHighLevelUserTags, async (request) =>
    goHighLevelChosenTags(ctx, actorOf(request), request.params.campaignID, request.params.companyID),
  );
  serve(app, routes.mailboxPowerGroups, async (request) =>
    providerTargets(ctx, actorOf(request), request.query.company_id, 'mailboxpower'),
  );
  serve(app, routes.mailboxPowerUserGroups, async (request) =>
    mailboxPowerChosenGroups(ctx, actorOf(request), request.query.campaign_id, request.query.company_id),
  );
  serve(app, routes.clickFunnelsTags, async (request) =>
    providerTargets(ctx, actorOf(request), request.params.company_id, 'clickfunnels'),
  );
  serve(app, routes.clickFunnelsCampaignTags, async (request) =>
    clickFunnelsChosenTags(ctx, actorOf(request), request.params.campaign_id),
  );
  serve(app, routes.createClickFunnelsTag, async (request) =>
    createClickFunnelsTagFor(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.googleSheetCheckConnect, async (request) =>
    checkGoogleConnection(
      ctx,
      actorOf(request),
      request.params.companyID,
      `${request.protocol}://${request.host}`,
    ),
  );
  serve(app, routes.googleSheetRevoke, async (request) =>
    revokeGoogleConnection(ctx, actorOf(request), request.params.companyID, request.ip),
  );
  serve(app, routes.googleSheetOAuthCallback, async (request, reply) =>
    reply.redirect(
      await completeGoogleConnection(ctx, request.query, `${request.protocol}://${request.host}`),
    ),
  );
};
