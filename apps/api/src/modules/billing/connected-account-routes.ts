// Connected account calls under /general/ (part 2 §7): agencies' and sales people's payout accounts.
import {
  connectedAccountCreateResponse,
  connectedAccountLinkResponse,
  connectedAccountResponse,
  messageBody,
  messages,
  resetPaymentConnectionParams,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAuth } from '../../platform/actor.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { originOf } from '../auth/client-info.ts';
import { checkConnectedAccount, connectedAccountLink, createConnectedAccount } from './connected-account.ts';
import { resetPaymentConnection } from './reset-payment-connection.ts';

/** Agency staff connect their company's account and sales people their own; clients have none. */
export const ACCOUNT_HOLDERS: RouteAuth = { userTypes: ['user', 'userdownline', 'sales'] };

export const connectedAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['billing'];
  const config = { auth: ACCOUNT_HOLDERS };

  app.post(
    '/general/connected-account/create',
    { config, schema: { tags, response: { 200: connectedAccountCreateResponse } } },
    async (request) => createConnectedAccount(ctx, actorOf(request), request.ip),
  );

  app.post(
    '/general/connected-account/link',
    { config, schema: { tags, response: { 200: connectedAccountLinkResponse } } },
    async (request) => connectedAccountLink(ctx, actorOf(request), request.ip, originOf(request)),
  );

  app.get(
    '/general/connected-account/check',
    { config, schema: { tags, response: { 200: connectedAccountResponse } } },
    async (request) => checkConnectedAccount(ctx, actorOf(request), request.ip),
  );

  app.post(
    '/general/reset-payment-connection/:companyID/:type',
    { config, schema: { tags, params: resetPaymentConnectionParams, response: { 200: messageBody } } },
    async (request) => {
      const { companyID, type } = request.params;
      await resetPaymentConnection(ctx, actorOf(request), companyID, type, request.ip);
      return { message: messages.paymentConnectionReset };
    },
  );
};
