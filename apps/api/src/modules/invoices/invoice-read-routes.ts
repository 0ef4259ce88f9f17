// The invoice screens' calls (issue 15 item 7): the list, one invoice, their CSVs and an agency's
// margins. Who reads which invoice is platform/access/invoices.ts's answer.
import { invoiceRoutes as routes } from '@lead/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { type CsvFile, invoiceLinesCsv, invoiceListCsv } from './invoice-csv.ts';
import { marginSummaryOf } from './invoice-margins.ts';
import { invoicePageOf } from './list-invoices.ts';
import { invoiceDetailOf } from './show-invoice.ts';

const sendCsv = (reply: FastifyReply, { fileName, csv }: CsvFile) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);

export const invoiceReadRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listInvoices, async (request, _reply, ctx) =>
    invoicePageOf(ctx.db, actorOf(request), request.query),
  );

  serve(app, routes.downloadInvoices, async (request, reply, ctx) =>
    sendCsv(
      reply,
      await invoiceListCsv(ctx.db, actorOf(request), request.query, (error) =>
        request.log.error({ err: error }, 'invoice download stopped'),
      ),
    ),
  );

  serve(app, routes.invoiceMargins, async (request, _reply, ctx) =>
    marginSummaryOf(ctx.db, actorOf(request), request.query),
  );

  serve(app, routes.showInvoice, async (request, _reply, ctx) =>
    invoiceDetailOf(ctx.db, actorOf(request), request.params.invoiceID),
  );

  serve(app, routes.downloadInvoice, async (request, reply, ctx) =>
    sendCsv(
      reply,
      await invoiceLinesCsv(ctx.db, actorOf(request), request.params.invoiceID, (error) =>
        request.log.error({ err: error }, 'invoice download stopped'),
      ),
    ),
  );
};
