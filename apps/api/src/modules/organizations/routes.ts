// /marketing/organization: list a company's organizations, add, update, remove. Scoped like company
// groups (company-groups/owner-company.ts).
import {
  listEntryRemoved,
  organizationCompanyParams,
  organizationCreate,
  organizationDeleteParams,
  organizationListResponse,
  organizationSaved,
  organizationUpdate,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  createOrganization,
  listOrganizations,
  removeOrganization,
  updateOrganization,
} from './manage-organizations.ts';

const tags = ['campaign-lists'];
const config = { auth: {} };

export const organizationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/marketing/organization/:companyID',
    {
      config,
      schema: { tags, params: organizationCompanyParams, response: { 200: organizationListResponse } },
    },
    async (request) => listOrganizations(ctx, actorOf(request), request.params.companyID),
  );

  app.post(
    '/marketing/organization',
    { config, schema: { tags, body: organizationCreate, response: { 200: organizationSaved } } },
    async (request) => createOrganization(ctx, actorOf(request), request.body, request.ip),
  );

  app.put(
    '/marketing/organization',
    { config, schema: { tags, body: organizationUpdate, response: { 200: organizationSaved } } },
    async (request) => updateOrganization(ctx, actorOf(request), request.body, request.ip),
  );

  app.delete(
    '/marketing/organization/:companyID/:organizationID',
    { config, schema: { tags, params: organizationDeleteParams, response: { 200: listEntryRemoved } } },
    async (request) =>
      removeOrganization(
        ctx,
        actorOf(request),
        request.params.companyID,
        request.params.organizationID,
        request.ip,
      ),
  );
};
