// The provider-specific calls of part 2 §7 (lists, tags and groups of SendGrid, Kartra, GoHighLevel,
// Mailbox Power and ClickFunnels; Google Sheets' connect check, revoke and OAuth callback).
// The lists and tags come from the provider's connector (its targets); a campaign's chosen ones from
// its settings. The provider lane (int-providers) owns the Google OAuth handlers and ClickFunnels'
// tag creation below.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { providerTargets } from './manage-integration.ts';
import { chosenTargets } from './read-integrations.ts';

const notBuiltYet = async (): Promise<never> => {
  throw new AppError(503, 'integrationProviderUnavailable');
};

export const integrationProviderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serve(app, routes.sendgridLists, async (request) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'sendgrid', ['list']),
  }));
  serve(app, routes.kartraLists, async (request) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'kartra', ['list']),
  }));
  serve(app, routes.kartraListsAndTags, async (request) => {
    const all = await providerTargets(ctx, actorOf(request), request.params.companyID, 'kartra', [
      'list',
      'tag',
    ]);
    return {
      lists: all.filter((target) => target.kind === 'list'),
      tags: all.filter((target) => target.kind === 'tag'),
    };
  });
  serve(app, routes.goHighLevelTags, async (request) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.companyID, 'gohighlevel', ['tag']),
  }));
  serve(app, routes.goHighLevelUserTags, async (request) =>
    chosenTargets(
      ctx.db,
      actorOf(request),
      request.params.campaignID,
      'gohighlevel',
      'tags',
      request.params.companyID,
    ),
  );
  serve(app, routes.mailboxPowerGroups, async (request) => ({
    targets: await providerTargets(ctx, actorOf(request), request.query.company_id, 'mailboxpower', [
      'group',
    ]),
  }));
  serve(app, routes.mailboxPowerUserGroups, async (request) =>
    chosenTargets(
      ctx.db,
      actorOf(request),
      request.query.campaign_id,
      'mailboxpower',
      'groups',
      request.query.company_id,
    ),
  );
  serve(app, routes.clickFunnelsTags, async (request) => ({
    targets: await providerTargets(ctx, actorOf(request), request.params.company_id, 'clickfunnels', ['tag']),
  }));
  serve(app, routes.clickFunnelsCampaignTags, async (request) =>
    chosenTargets(ctx.db, actorOf(request), request.params.campaign_id, 'clickfunnels', 'tags'),
  );
  // int-providers: ClickFunnels tag creation and the Google Sheets OAuth flow.
  serve(app, routes.createClickFunnelsTag, notBuiltYet);
  serve(app, routes.googleSheetCheckConnect, notBuiltYet);
  serve(app, routes.googleSheetRevoke, notBuiltYet);
  serve(app, routes.googleSheetOAuthCallback, notBuiltYet);
};
