// POST /invoices/:invoiceID/refund: platform staff refund (part of) a paid invoice of their platform.
import { centsToDollars, dollarsToCents, messages, refundRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { invoiceOfPlatform } from '../../platform/access/platform-invoices.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { refundInvoice } from './refund-invoice.ts';

export const refundRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.refundInvoice, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const invoice = await invoiceOfPlatform(ctx.db, actor, request.params.invoiceID);
    const refund = await refundInvoice(
      ctx,
      invoice.id,
      dollarsToCents(request.body.amount),
      request.body.idempotency_key,
      { actor, ip: request.ip },
    );
    return {
      message: messages.refundDone,
      invoice_id: invoice.id,
      amount: centsToDollars(refund.amountCents),
      refunded: centsToDollars(refund.refundedCents),
      refundable: centsToDollars(refund.refundableCents),
      replayed: refund.replayed,
    };
  });
};
