// The provider-specific calls of part 2 §7 (lists, tags and groups of SendGrid, Kartra, GoHighLevel,
// Mailbox Power and ClickFunnels; Google Sheets' connect check, revoke and OAuth callback).
// The lists and tags come from the provider's connector (its targets); a campaign's chosen ones from
// its settings. ClickFunnels' tag creation and the Google OAuth flow are in provider-calls/.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { providerTargets } from './manage-integration.ts';
import { createClickFunnelsTagFor } from './provider-calls/create-clickfunnels-tag.ts';
import {
  checkGoogleConnection,
  completeGoogleConnection,
  revokeGoogleConnection,
} from './provider-calls/google-connection.ts';
import {
  completeSalesforceConnection,
  salesforceInstallUrl,
} from './provider-calls/salesforce-connection.ts';
import { completeSlackInstall, slackInstallUrl } from './provider-calls/slack-connection.ts';
import { chosenTargets } from './read-integrations.ts';

/** Where the browser called from (check-connect's redirect URI, the callback's landing page). */
const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

export const integrationProviderRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.sendgridLists, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'sendgrid', ['list']),
  }));
  serve(app, routes.kartraLists, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'kartra', ['list']),
  }));
  serve(app, routes.kartraListsAndTags, async (request, _reply, ctx) => {
    const all = await providerTargets(ctx, actorOf(request), request.params.companyID, 'kartra', [
      'list',
      'tag',
    ]);
    return {
      lists: all.filter((target) => target.kind === 'list'),
      tags: all.filter((target) => target.kind === 'tag'),
    };
  });
  serve(app, routes.goHighLevelTags, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'gohighlevel', ['tag']),
  }));
  serve(app, routes.goHighLevelUserTags, async (request, _reply, ctx) =>
    chosenTargets(
      ctx.db,
      actorOf(request),
      request.params.campaignID,
      'gohighlevel',
      'tags',
      request.params.companyID,
    ),
  );
  serve(app, routes.mailboxPowerGroups, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.query.company_id, 'mailboxpower', [
      'group',
    ]),
  }));
  serve(app, routes.mailboxPowerUserGroups, async (request, _reply, ctx) =>
    chosenTargets(
      ctx.db,
      actorOf(request),
      request.query.campaign_id,
      'mailboxpower',
      'groups',
      request.query.company_id,
    ),
  );
  serve(app, routes.clickFunnelsTags, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.company_id, 'clickfunnels', ['tag']),
  }));
  serve(app, routes.clickFunnelsCampaignTags, async (request, _reply, ctx) =>
    chosenTargets(ctx.db, actorOf(request), request.params.campaign_id, 'clickfunnels', 'tags'),
  );
  serve(app, routes.createClickFunnelsTag, async (request, _reply, ctx) =>
    createClickFunnelsTagFor(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.googleSheetCheckConnect, async (request, _reply, ctx) =>
    checkGoogleConnection(ctx, actorOf(request), request.params.companyID, originOf(request)),
  );
  serve(app, routes.googleSheetRevoke, async (request, _reply, ctx) =>
    revokeGoogleConnection(ctx, actorOf(request), request.params.companyID, request.ip),
  );
  serve(app, routes.googleSheetOAuthCallback, async (request, reply, ctx) =>
    reply.redirect(await completeGoogleConnection(ctx, request.query, originOf(request))),
  );
  serve(app, routes.slackInstall, async (request, _reply, ctx) =>
    slackInstallUrl(ctx, actorOf(request), request.params.companyID, originOf(request)),
  );
  serve(app, routes.slackChannels, async (request, _reply, ctx) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'slack', ['channel']),
  }));
  serve(app, routes.slackOAuthCallback, async (request, reply, ctx) =>
    reply.redirect(await completeSlackInstall(ctx, request.query, originOf(request))),
  );
  serve(app, routes.salesforceInstall, async (request, _reply, ctx) =>
    salesforceInstallUrl(ctx, actorOf(request), request.params.companyID, originOf(request)),
  );
  serve(app, routes.salesforceOAuthCallback, async (request, reply, ctx) =>
    reply.redirect(await completeSalesforceConnection(ctx, request.query, originOf(request))),
  );
};
