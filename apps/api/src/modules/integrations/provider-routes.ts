// The provider-specific calls of part 2 §7 (lists, tags and groups of SendGrid, Kartra, GoHighLevel,
// Mailbox Power and ClickFunnels; Google Sheets' connect check, revoke and OAuth callback).
// int-core serves the generic ones (a connector's targets, a campaign's chosen targets); the
// provider lane (int-providers) owns the Google OAuth handlers and ClickFunnels' tag creation.
import { integrationRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';

const notBuiltYet = async (): Promise<never> => {
  throw new AppError(503, 'serverError');
};

export const integrationProviderRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.sendgridLists, notBuiltYet);
  serve(app, routes.kartraLists, notBuiltYet);
  serve(app, routes.kartraListsAndTags, notBuiltYet);
  serve(app, routes.goHighLevelTags, notBuiltYet);
  serve(app, routes.goHighLevelUserTags, notBuiltYet);
  serve(app, routes.mailboxPowerGroups, notBuiltYet);
  serve(app, routes.mailboxPowerUserGroups, notBuiltYet);
  serve(app, routes.clickFunnelsTags, notBuiltYet);
  serve(app, routes.clickFunnelsCampaignTags, notBuiltYet);
  serve(app, routes.createClickFunnelsTag, notBuiltYet);
  serve(app, routes.googleSheetCheckConnect, notBuiltYet);
  serve(app, routes.googleSheetRevoke, notBuiltYet);
  serve(app, routes.googleSheetOAuthCallback, notBuiltYet);
};
