// Report Analytics (part 2 §7 "Reports": GET /configuration/report-analytics/{start}/{end},
// /configuration/agencies-report/…, /configuration/get-under-perform-campaigns). Whoever may open
// /configuration/report-analytics may call them (a root system user not denied report_analytics, or
// view mode); anyone else gets 404, as the page itself. Figures keep to the caller's tenant scope.
import {
  agenciesReportParams,
  agenciesReportQuery,
  agenciesReportResponse,
  analyticsPageQuery,
  analyticsRangeParams,
  reportAnalyticsResponse,
  reportZoneQuery,
  underPerformingResponse,
} from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, type RouteAuth } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { reportZone } from '../reports/report-zone.ts';
import { agenciesReport } from './agencies-report.ts';
import { platformSummary } from './platform-summary.ts';
import { underPerformingCampaigns } from './under-performing.ts';

export const reportAnalyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['report-analytics'];
  const config: { auth: RouteAuth } = { auth: { page: 'report-analytics' } };
  const zoneOf = (request: FastifyRequest, query: { timezone?: string }) =>
    reportZone(query.timezone, request.headers['x-timezone']);

  app.get(
    '/configuration/report-analytics/:startDate/:endDate',
    {
      config,
      schema: {
        tags,
        params: analyticsRangeParams,
        querystring: reportZoneQuery,
        response: { 200: reportAnalyticsResponse },
      },
    },
    async (request) =>
      platformSummary(ctx.db, actorOf(request), request.params, zoneOf(request, request.query)),
  );

  app.get(
    '/configuration/agencies-report/:startDate/:endDate/:sortby/:order/:searchkey?',
    {
      config,
      schema: {
        tags,
        params: agenciesReportParams,
        querystring: agenciesReportQuery,
        response: { 200: agenciesReportResponse },
      },
    },
    async (request) => {
      const { sortby, order, searchkey, ...range } = request.params;
      return agenciesReport(
        ctx.db,
        actorOf(request),
        {
          ...range,
          sort: { sortby: sortby === 'null' ? null : sortby, order: order === 'null' ? null : order },
          search: searchkey,
          page: request.query.Page,
          perPage: request.query.PerPage,
        },
        zoneOf(request, request.query),
      );
    },
  );

  app.get(
    '/configuration/get-under-perform-campaigns',
    {
      config,
      schema: { tags, querystring: analyticsPageQuery, response: { 200: underPerformingResponse } },
    },
    async (request) =>
      underPerformingCampaigns(ctx.db, actorOf(request), {
        page: request.query.Page,
        perPage: request.query.PerPage,
      }),
  );
};
