// Billing calls of part 2 §7: the card, the provider customer, connected accounts, and the sandbox,
// served from their declarations (billingRoutes).
import { billingRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { ownCompany } from '../../platform/access/companies.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { selfOf, userInReach } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { failedPaymentOf, payFailedWithNewCard } from '../payment-failures/new-card.ts';
import { cardOfUser } from './card-views.ts';
import { ensureProviderCustomer } from './provider-customer.ts';
import { saveCard } from './save-card.ts';
import { saveCardOfUser } from './save-card-of-user.ts';

export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.paymentConfig, async (_request, _reply, ctx) => ({
    provider: ctx.payments.name,
    publishable_key: ctx.payments.name === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripe_js_url: ctx.payments.name === 'stripe' ? (ctx.config.STRIPE_JS_URL ?? null) : null,
  }));

  serve(app, routes.createCardSetup, async (request, _reply, ctx) => {
    const customerId = await ensureProviderCustomer(ctx, actorOf(request), request.ip);
    const setup = await ctx.payments.createCardSetup({ customerId });
    return {
      provider: ctx.payments.name,
      setup_intent_id: setup.setupId,
      client_secret: setup.clientSecret,
    };
  });

  serve(app, routes.readCard, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return { card: await cardOfUser(ctx.db, selfOf(actor)), ...(await failedPaymentOf(ctx, actor)) };
  });

  serve(app, routes.readCardOfUser, async (request, _reply, ctx) => {
    const user = await userInReach(ctx.db, actorOf(request), request.params.usrID);
    return { card: await cardOfUser(ctx.db, user) };
  });

  serve(app, routes.saveCard, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const card = await saveCard(ctx, actor, request.body, request.ip);
    // A failed payment is charged on the new card at once (issue 15 point 4).
    const payment = await payFailedWithNewCard(ctx, await ownCompany(ctx.db, actor));
    return { result: 'success' as const, card, ...payment };
  });

  serve(app, routes.saveCardOfUser, async (request, _reply, ctx) =>
    saveCardOfUser(ctx, actorOf(request), request.params.usrID, request.body, request.ip),
  );

  serve(app, routes.createCustomer, async (request, _reply, ctx) => ({
    customer_id: await ensureProviderCustomer(ctx, actorOf(request), request.ip),
  }));
};
