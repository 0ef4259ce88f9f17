// Connected account calls under /general/ (part 2 §7): agencies' and sales people's payout accounts.
import { messages, billingRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { originOf } from '../auth/client-info.ts';
import { checkConnectedAccount, connectedAccountLink, createConnectedAccount } from './connected-account.ts';
import { resetPaymentConnection } from './reset-payment-connection.ts';

export const connectedAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.createConnectedAccount, async (request, _reply, ctx) =>
    createConnectedAccount(ctx, actorOf(request), request.ip),
  );

  serve(app, routes.connectedAccountLink, async (request, _reply, ctx) =>
    connectedAccountLink(ctx, actorOf(request), request.ip, originOf(request)),
  );

  serve(app, routes.checkConnectedAccount, async (request, _reply, ctx) =>
    checkConnectedAccount(ctx, actorOf(request), request.ip),
  );

  serve(app, routes.resetPaymentConnection, async (request, _reply, ctx) => {
    const { companyID, type } = request.params;
    await resetPaymentConnection(ctx, actorOf(request), companyID, type, request.ip);
    return { message: messages.paymentConnectionReset };
  });
};
