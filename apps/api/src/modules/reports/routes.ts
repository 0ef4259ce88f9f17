// Reports (part 2 §7 "Reports"; issue 5 point 5): GET /leadspeek/report/initdate|chart|invoice|lead,
// what the module dashboards and the /campaign dashboard draw (the lead lists of issue 6: lead-routes.ts).
// Any signed-in user may ask; what each sees is limited below the handler (report-selection.ts).
import {
  leadReportParams,
  leadReportQuery,
  leadReportResponse,
  reportChartResponse,
  reportInitDateResponse,
  reportInvoiceResponse,
  reportRangeParams,
  reportSelectionParams,
  reportZoneQuery,
} from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { reportChart } from './chart.ts';
import { reportInitDate } from './init-date.ts';
import { reportInvoice } from './invoice.ts';
import { leadReport } from './lead-report.ts';
import { leadListRoutes } from './lead-routes.ts';
import { resolveSelection } from './report-selection.ts';
import { reportZone } from './report-zone.ts';

export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['reports'];
  const config = { auth: {} };
  const selectionOf = (
    request: FastifyRequest,
    params: Parameters<typeof resolveSelection>[2],
    query: { timezone?: string },
  ) =>
    resolveSelection(
      ctx.db,
      actorOf(request),
      params,
      reportZone(query.timezone, request.headers['x-timezone']),
    );

  app.get(
    '/leadspeek/report/initdate/:moduleType/:companyID/:clientID',
    {
      config,
      schema: {
        tags,
        params: reportSelectionParams,
        querystring: reportZoneQuery,
        response: { 200: reportInitDateResponse },
      },
    },
    async (request) => reportInitDate(ctx.db, await selectionOf(request, request.params, request.query)),
  );

  app.get(
    '/leadspeek/report/chart/:moduleType/:companyID/:clientID/:startDate/:endDate',
    {
      config,
      schema: {
        tags,
        params: reportRangeParams,
        querystring: reportZoneQuery,
        response: { 200: reportChartResponse },
      },
    },
    async (request) =>
      reportChart(ctx.db, await selectionOf(request, request.params, request.query), request.params),
  );

  app.get(
    '/leadspeek/report/invoice/:moduleType/:companyID/:clientID/:startDate/:endDate',
    {
      config,
      schema: {
        tags,
        params: reportRangeParams,
        querystring: reportZoneQuery,
        response: { 200: reportInvoiceResponse },
      },
    },
    async (request) =>
      reportInvoice(ctx.db, await selectionOf(request, request.params, request.query), request.params),
  );

  app.get(
    '/leadspeek/report/lead/:moduleType/:companyID/:clientID/:startDate/:endDate/:sortby/:order/:searchQuery?',
    {
      config,
      schema: {
        tags,
        params: leadReportParams,
        querystring: leadReportQuery,
        response: { 200: leadReportResponse },
      },
    },
    async (request) =>
      leadReport(
        ctx.db,
        await selectionOf(request, request.params, request.query),
        request.params,
        request.query,
      ),
  );

  await app.register(leadListRoutes, ctx);
};
