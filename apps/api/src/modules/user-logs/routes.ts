// The Agency User's Logs modal's calls (part 2 §2, §7): a page of logs, the filter choices and the
// CSV download and its signed link. Sales users and clients are refused by the declaration; the rest
// in log-access.ts.
import { userLogsRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { userLogDownloadLink } from './download-link.ts';
import { userLogCsv } from './download-logs.ts';
import { requestTimeZone } from './log-filter.ts';
import { logCampaignsOf, logCategoriesOf, logUsersOf } from './log-options.ts';
import { userLogPageOf } from './read-logs.ts';

export const userLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readLogs, async (request, _reply, ctx) =>
    userLogPageOf(ctx, actorOf(request), request.body, requestTimeZone(request.headers['x-timezone'])),
  );

  serve(app, routes.listLogActions, async (request, _reply, ctx) =>
    logCategoriesOf(ctx, actorOf(request), request.body.companyID),
  );

  serve(app, routes.listLogUsers, async (request, _reply, ctx) =>
    logUsersOf(ctx, actorOf(request), request.body),
  );

  serve(app, routes.listLogCampaigns, async (request, _reply, ctx) =>
    logCampaignsOf(ctx, actorOf(request), request.body.companyID),
  );

  serve(app, routes.logDownloadLink, async (request, _reply, ctx) =>
    userLogDownloadLink(
      ctx,
      actorOf(request),
      request.params,
      requestTimeZone(request.headers['x-timezone']),
    ),
  );

  serve(app, routes.downloadLogs, async (request, reply, ctx) => {
    const { fileName, csv } = await userLogCsv(
      ctx,
      actorOf(request),
      request.params,
      // A navigation by signed link names its zone in the query; a fetch sends the header.
      requestTimeZone(request.headers['x-timezone'] ?? request.query.timezone),
      (error) => request.log.error({ err: error }, 'user-log download stopped'),
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
