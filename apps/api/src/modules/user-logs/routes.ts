// The Agency User's Logs modal's calls (part 2 §2, §7): a page of logs, the filter choices and the
// CSV download. Sales users and clients are refused by the declaration; the rest in log-access.ts.
import {
  logCategoryRequest,
  logCategoryResponse,
  logDownloadParams,
  showCampaignsRequest,
  showCampaignsResponse,
  showUserRequest,
  showUserResponse,
  userLogPage,
  userLogRequest,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, type RouteAuth } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { userLogCsv } from './download-logs.ts';
import { LOG_READER_TYPES } from './log-access.ts';
import { requestTimeZone } from './log-filter.ts';
import { logCampaignsOf, logCategoriesOf, logUsersOf } from './log-options.ts';
import { userLogPageOf } from './read-logs.ts';

export const userLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['user-logs'];
  // Part 2 §6: the logs sit behind client management and its Settings permission.
  const config: { auth: RouteAuth } = {
    auth: { userTypes: LOG_READER_TYPES, page: 'client-management', permission: ['Settings', 'enable'] },
  };

  app.post(
    '/configuration/user/log-user',
    { config, schema: { tags, body: userLogRequest, response: { 200: userLogPage } } },
    async (request) =>
      userLogPageOf(ctx, actorOf(request), request.body, requestTimeZone(request.headers['x-timezone'])),
  );

  app.post(
    '/configuration/user/log-category',
    { config, schema: { tags, body: logCategoryRequest, response: { 200: logCategoryResponse } } },
    async (request) => logCategoriesOf(ctx, actorOf(request), request.body.companyID),
  );

  app.post(
    '/configuration/user/show-user',
    { config, schema: { tags, body: showUserRequest, response: { 200: showUserResponse } } },
    async (request) => logUsersOf(ctx, actorOf(request), request.body),
  );

  app.post(
    '/configuration/user/show-campaigns',
    { config, schema: { tags, body: showCampaignsRequest, response: { 200: showCampaignsResponse } } },
    async (request) => logCampaignsOf(ctx, actorOf(request), request.body.companyID),
  );

  app.get(
    '/configuration/user/download-log-user/:companyID/:userType/:userID/:action/:logDateRange/:campaignID',
    { config, schema: { tags, params: logDownloadParams } },
    async (request, reply) => {
      const { fileName, csv } = await userLogCsv(
        ctx,
        actorOf(request),
        request.params,
        requestTimeZone(request.headers['x-timezone']),
        (error) => request.log.error({ err: error }, 'user-log download stopped'),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};
