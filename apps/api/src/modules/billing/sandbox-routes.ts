// The sandbox provider's stand-ins for the provider's own pages: the card form and onboarding form.
import { billingRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { issueSandboxToken } from './providers/sandbox-cards.ts';
import { advanceSandboxAccount } from './sandbox-accounts.ts';
import { readSandboxCardOutcome, setSandboxCardOutcome } from './sandbox-card-outcome.ts';

export const sandboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.createSandboxToken, async (request) => ({
    tokenid: issueSandboxToken(request.body),
  }));

  serve(app, routes.advanceSandboxAccount, async (request, _reply, ctx) =>
    advanceSandboxAccount(ctx, actorOf(request), request.ip),
  );

  serve(app, routes.readSandboxCardOutcome, async (request, _reply, ctx) =>
    readSandboxCardOutcome(ctx, actorOf(request)),
  );

  serve(app, routes.setSandboxCardOutcome, async (request, _reply, ctx) =>
    setSandboxCardOutcome(ctx, actorOf(request), request.body, request.ip),
  );
};
