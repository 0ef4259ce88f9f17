// /company/group: list (with View All), add, rename, remove. Who may touch which company's groups
// is decided in owner-company.ts.
import {
  companyGroupCreate,
  companyGroupDeleteParams,
  companyGroupListResponse,
  companyGroupQuery,
  companyGroupSaved,
  companyGroupUpdate,
  listEntryRemoved,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { createGroup, listGroups, removeGroup, renameGroup } from './manage-groups.ts';

const tags = ['campaign-lists'];
const config = { auth: {} };

export const companyGroupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/company/group',
    { config, schema: { tags, querystring: companyGroupQuery, response: { 200: companyGroupListResponse } } },
    async (request) => listGroups(ctx, actorOf(request), request.query.companyID, request.query.userModule),
  );

  app.post(
    '/company/group',
    { config, schema: { tags, body: companyGroupCreate, response: { 200: companyGroupSaved } } },
    async (request) => createGroup(ctx, actorOf(request), request.body, request.ip),
  );

  app.put(
    '/company/group',
    { config, schema: { tags, body: companyGroupUpdate, response: { 200: companyGroupSaved } } },
    async (request) => renameGroup(ctx, actorOf(request), request.body, request.ip),
  );

  app.delete(
    '/company/group/:companyID/:groupID',
    { config, schema: { tags, params: companyGroupDeleteParams, response: { 200: listEntryRemoved } } },
    async (request) =>
      removeGroup(ctx, actorOf(request), request.params.companyID, request.params.groupID, request.ip),
  );
};
