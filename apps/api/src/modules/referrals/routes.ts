// /general/referralink: the caller's referral link and the agencies it brought, served from their
// declarations (referralRoutes). Both read only the caller's own rows (its session is the proof).
import { referralRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { referralLink } from './referral-link.ts';
import { referralRegistrations } from './referral-registrations.ts';

export const referralRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.referralLink, async (request, _reply, ctx) =>
    referralLink(ctx, selfOf(actorOf(request))),
  );

  serve(app, routes.referralRegistrations, async (request, _reply, ctx) =>
    referralRegistrations(ctx.db, selfOf(actorOf(request)), request.query),
  );
};
