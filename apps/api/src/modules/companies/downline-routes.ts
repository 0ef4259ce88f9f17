// Adding, editing and removing rows of agency and client management (part 2 §7 "Users and clients"),
// served from their declarations (companiesRoutes): page and Settings permission are checked there.
import { companiesRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { checkCampaignActive } from './check-campaign-active.ts';
import { createAccount } from './create-account.ts';
import { removeAccount } from './remove-account.ts';
import { resendInvitation } from './resend-invitation.ts';
import { updateAccount } from './update-account.ts';

export const downlineRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.createAccount, async (request, _reply, ctx) =>
    createAccount(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.updateAccount, async (request, _reply, ctx) =>
    updateAccount(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.checkCampaignActive, async (request, _reply, ctx) =>
    checkCampaignActive(ctx, actorOf(request), request.body),
  );

  serve(app, routes.removeAccount, async (request, _reply, ctx) =>
    removeAccount(ctx, actorOf(request), request.params.companyID, request.params.userID, request.ip),
  );

  serve(app, routes.resendInvitation, async (request, _reply, ctx) =>
    resendInvitation(ctx, actorOf(request), request.body.userID, request.ip),
  );
};
