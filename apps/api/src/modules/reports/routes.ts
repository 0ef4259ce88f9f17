// Reports (part 2 §7 "Reports"; issue 5 point 5): GET /leadspeek/report/initdate|chart|invoice|lead,
// what the module dashboards and the /campaign dashboard draw (the lead lists of issue 6 and a lead's own
// page, leadDetail: lead-routes.ts),
// served from their declarations (reportsRoutes in @lead/shared).
// Any signed-in user may ask; what each sees is limited below the handler (report-selection.ts).
import { reportsRoutes as routes } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/db.ts';
import { reportReads } from '../../platform/read-replica.ts';
import { reportChart } from './chart.ts';
import { reportInitDate } from './init-date.ts';
import { reportInvoice } from './invoice.ts';
import { leadReport } from './lead-report.ts';
import { resolveSelection } from './report-selection.ts';
import { reportZone } from './report-zone.ts';

export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  // The dashboards' figures and lists: the replica when there is one.
  const selectionOf = (
    db: Database,
    request: FastifyRequest,
    params: Parameters<typeof resolveSelection>[2],
    query: { timezone?: string },
  ) =>
    resolveSelection(db, actorOf(request), params, reportZone(query.timezone, request.headers['x-timezone']));

  serve(app, routes.initDate, async (request, _reply, ctx) =>
    reportInitDate(
      reportReads(ctx),
      await selectionOf(reportReads(ctx), request, request.params, request.query),
    ),
  );

  serve(app, routes.chart, async (request, _reply, ctx) =>
    reportChart(
      reportReads(ctx),
      await selectionOf(reportReads(ctx), request, request.params, request.query),
      request.params,
    ),
  );

  serve(app, routes.invoice, async (request, _reply, ctx) =>
    reportInvoice(
      reportReads(ctx),
      await selectionOf(reportReads(ctx), request, request.params, request.query),
      request.params,
    ),
  );

  serve(app, routes.leadReport, async (request, _reply, ctx) =>
    leadReport(
      reportReads(ctx),
      await selectionOf(reportReads(ctx), request, request.params, request.query),
      request.params,
      request.query,
    ),
  );
};
