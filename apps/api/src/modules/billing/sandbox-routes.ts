// The sandbox provider's stand-ins for the provider's own pages: the card form and onboarding form.
import { connectedAccountResponse, sandboxTokenRequest, sandboxTokenResponse } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { ACCOUNT_HOLDERS } from './connected-account-routes.ts';
import { issueSandboxToken } from './providers/sandbox-cards.ts';
import { advanceSandboxAccount } from './sandbox-accounts.ts';

export const sandboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['billing sandbox'];

  // Public like a provider's tokenizer: it stores nothing, and a token alone pays for nothing.
  app.post(
    '/payment/sandbox/tokens',
    {
      config: { auth: 'public' },
      schema: { tags, body: sandboxTokenRequest, response: { 200: sandboxTokenResponse } },
    },
    async (request) => ({ tokenid: issueSandboxToken(request.body) }),
  );

  app.post(
    '/payment/sandbox/accounts/advance',
    { config: { auth: ACCOUNT_HOLDERS }, schema: { tags, response: { 200: connectedAccountResponse } } },
    async (request) => advanceSandboxAccount(ctx, actorOf(request), request.ip),
  );
};
