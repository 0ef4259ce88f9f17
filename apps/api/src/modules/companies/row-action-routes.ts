// Row actions of agency and client management (part 2 §2, §4, §6): manual bill, free plan, failed
// payment settlement, sales people. Platform staff only; sales people get the reduced view.
import {
  freePlanRequest,
  freePlanResponse,
  id,
  manualBillRequest,
  messageBody,
  rootListResponse,
  salesListResponse,
  setSalesRequest,
  settlementRequest,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_STAFF } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { setManualBill, setPackage, settleFailedPayment } from './agency-billing.ts';
import { rootList, salesList, setSalesPeople } from './sales-people.ts';

export const rowActionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['agency and client management'];

  app.put(
    '/configuration/user/manual-bill',
    { config: PLATFORM_STAFF, schema: { tags, body: manualBillRequest, response: { 200: messageBody } } },
    async (request) => setManualBill(ctx, actorOf(request), request.body, request.ip),
  );

  app.put(
    '/configuration/setting/freepackage',
    { config: PLATFORM_STAFF, schema: { tags, body: freePlanRequest, response: { 200: freePlanResponse } } },
    async (request) => setPackage(ctx, actorOf(request), request.body, request.ip),
  );

  app.put(
    '/general/manual-bill-settlement',
    { config: PLATFORM_STAFF, schema: { tags, body: settlementRequest, response: { 200: messageBody } } },
    async (request) => settleFailedPayment(ctx, actorOf(request), request.body.userID, request.ip),
  );

  app.get(
    '/configuration/sales/list',
    { config: PLATFORM_STAFF, schema: { tags, response: { 200: salesListResponse } } },
    async (request) => salesList(ctx, actorOf(request)),
  );

  app.get(
    '/configuration/sales/list/:companyID',
    {
      config: PLATFORM_STAFF,
      schema: { tags, params: z.object({ companyID: id }), response: { 200: salesListResponse } },
    },
    async (request) => salesList(ctx, actorOf(request), request.params.companyID),
  );

  app.put(
    '/configuration/sales',
    { config: PLATFORM_STAFF, schema: { tags, body: setSalesRequest, response: { 200: messageBody } } },
    async (request) => setSalesPeople(ctx, actorOf(request), request.body, request.ip),
  );

  app.get(
    '/configuration/root/list',
    { config: { auth: { systemOnly: true } }, schema: { tags, response: { 200: rootListResponse } } },
    async (request) => rootList(ctx, actorOf(request)),
  );
};
