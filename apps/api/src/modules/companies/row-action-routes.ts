// Row actions of agency and client management (part 2 §2, §4, §6): manual bill, free plan, failed
// payment settlement, sales people. Platform staff only; sales people get the reduced view.
import { companiesRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { setManualBill, setPackage, settleFailedPayment } from './agency-billing.ts';
import { rootList, salesList, setSalesPeople } from './sales-people.ts';

export const rowActionRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.setManualBill, async (request, _reply, ctx) =>
    setManualBill(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.setFreePlan, async (request, _reply, ctx) =>
    setPackage(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.settleFailedPayment, async (request, _reply, ctx) =>
    settleFailedPayment(ctx, actorOf(request), request.body.userID, request.ip),
  );

  serve(app, routes.listSalesPeople, async (request, _reply, ctx) => salesList(ctx, actorOf(request)));

  serve(app, routes.listSalesPeopleOfCompany, async (request, _reply, ctx) =>
    salesList(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.setSalesPeople, async (request, _reply, ctx) =>
    setSalesPeople(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.listRoots, async (request, _reply, ctx) => rootList(ctx, actorOf(request)));
};
