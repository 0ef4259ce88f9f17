// Packages and subscriptions (issue 15 point 5), served from their declarations (subscriptionRoutes).
import { subscriptionRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { planAgency, planAgencyToRead, platformRootOf } from '../../platform/access/plan-holders.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { setBillingMethod } from './billing-method.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePackage } from './change-package.ts';
import { ensureDirectCustomer } from './customer-direct.ts';
import { packagePricesView, savePackagePrices, storedPackagePrices } from './package-prices.ts';
import { subscriptionViewOf } from './subscription-view.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readPackagePrices, async (request, _reply, ctx) =>
    packagePricesView(await storedPackagePrices(ctx.db, platformRootOf(actorOf(request)))),
  );

  serve(app, routes.savePackagePrices, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return savePackagePrices(ctx, actor, platformRootOf(actor), request.body, request.ip);
  });

  serve(app, routes.readSubscription, async (request, _reply, ctx) => {
    const agency = await planAgencyToRead(ctx.db, actorOf(request), request.params.companyID);
    return subscriptionViewOf(ctx.db, agency);
  });

  serve(app, routes.setPackage, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await planAgency(ctx.db, actor, request.body.CompanyID);
    return changePackage(ctx, actor, agency, request.body.packageID, request.ip);
  });

  serve(app, routes.cancelSubscription, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await planAgency(ctx.db, actor, request.body.CompanyID);
    return cancelSubscription(ctx, actor, agency, request.ip);
  });

  serve(app, routes.setBillingMethod, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await planAgency(ctx.db, actor, request.body.CompanyID);
    return setBillingMethod(ctx, actor, agency, request.body.billing_method, request.ip);
  });

  serve(app, routes.createDirectCustomer, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await planAgency(ctx.db, actor, request.body.CompanyID);
    return {
      customer_id: await ensureDirectCustomer(ctx, actor, agency, request.ip),
    };
  });
};
