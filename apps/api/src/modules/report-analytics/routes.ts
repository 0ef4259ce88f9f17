// Report Analytics (part 2 §7 "Reports": GET /configuration/report-analytics/{start}/{end},
// /configuration/agencies-report/…, /configuration/get-under-perform-campaigns), served from their
// declarations (reportAnalyticsRoutes): whoever may open /configuration/report-analytics may call
// them; anyone else gets 404, as the page itself. Figures keep to the caller's tenant scope.
import { reportAnalyticsRoutes as routes } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { reportReads } from '../../platform/read-replica.ts';
import { reportZone } from '../reports/report-zone.ts';
import { agenciesReport } from './agencies-report.ts';
import { platformSummary } from './platform-summary.ts';
import { underPerformingCampaigns } from './under-performing.ts';

// Figures of what has happened: the replica when there is one (reportReads).
export const reportAnalyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  const zoneOf = (request: FastifyRequest, query: { timezone?: string }) =>
    reportZone(query.timezone, request.headers['x-timezone']);

  serve(app, routes.summary, async (request, _reply, ctx) =>
    platformSummary(reportReads(ctx), actorOf(request), request.params, zoneOf(request, request.query)),
  );

  serve(app, routes.agenciesReport, async (request, _reply, ctx) => {
    const { sortby, order, searchkey, ...range } = request.params;
    return agenciesReport(
      reportReads(ctx),
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
  });

  serve(app, routes.underPerforming, async (request, _reply, ctx) =>
    underPerformingCampaigns(reportReads(ctx), actorOf(request), {
      page: request.query.Page,
      perPage: request.query.PerPage,
    }),
  );
};
