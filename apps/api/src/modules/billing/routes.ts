// Billing calls of part 2 §7: the card, the provider customer, connected accounts, and the sandbox.
import {
  cardResponse,
  cardSaveRequest,
  cardSaveResponse,
  cardSetupResponse,
  cardUserParams,
  customerResponse,
  messages,
  paymentConfigResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selfOf, userInReach } from '../../platform/access/users.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { cardOfUser } from './card-views.ts';
import { connectedAccountRoutes } from './connected-account-routes.ts';
import { ensureProviderCustomer } from './provider-customer.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { saveCard } from './save-card.ts';

export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['billing'];

  app.get(
    '/payment/config',
    { config: { auth: {} }, schema: { tags, response: { 200: paymentConfigResponse } } },
    async () => ({
      provider: ctx.payments.name,
      publishable_key: ctx.payments.name === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  );

  app.post(
    '/payment/setup-intent',
    { config: { auth: {} }, schema: { tags, response: { 200: cardSetupResponse } } },
    async (request) => {
      const customerId = await ensureProviderCustomer(ctx, actorOf(request), request.ip);
      const setup = await ctx.payments.createCardSetup({ customerId });
      return {
        provider: ctx.payments.name,
        setup_intent_id: setup.setupId,
        client_secret: setup.clientSecret,
      };
    },
  );

  app.get(
    '/payment/card',
    { config: { auth: {} }, schema: { tags, response: { 200: cardResponse } } },
    async (request) => ({ card: await cardOfUser(ctx.db, selfOf(actorOf(request))) }),
  );

  app.get(
    '/payment/card/:usrID',
    { config: { auth: {} }, schema: { tags, params: cardUserParams, response: { 200: cardResponse } } },
    async (request) => {
      const user = await userInReach(ctx.db, actorOf(request), request.params.usrID);
      return { card: await cardOfUser(ctx.db, user) };
    },
  );

  app.put(
    '/payment/card',
    { config: { auth: {} }, schema: { tags, body: cardSaveRequest, response: { 200: cardSaveResponse } } },
    async (request) => ({
      result: 'success' as const,
      message: messages.cardSaved,
      card: await saveCard(ctx, actorOf(request), request.body, request.ip),
    }),
  );

  app.post(
    '/payment/customer',
    { config: { auth: {} }, schema: { tags, response: { 200: customerResponse } } },
    async (request) => ({ customer_id: await ensureProviderCustomer(ctx, actorOf(request), request.ip) }),
  );

  await app.register(connectedAccountRoutes, ctx);
  // Test cards and the hand-advanced onboarding form exist only where no real provider is used.
  if (ctx.config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxRoutes, ctx);
};
