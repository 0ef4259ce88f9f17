import {
  agreementStatus,
  betaFeatureList,
  betaFeatureUpdateRequest,
  betaUserRequest,
  developerAgreementRequest,
  featureAgreementRequest,
  id,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_STAFF } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  developerAgreementStatus,
  featureAgreementStatus,
  recordDeveloperAgreement,
  recordFeatureAgreement,
} from './agreements.ts';
import { listBetaFeatures, setBetaUser, updateBetaFeature } from './manage-beta.ts';

const saved = agreementStatus.extend({ message: z.string() });
// part 1 §6: Developer and Data Wallet are for user and userdownline; b2b agreements for anyone it applies to.
const owners = { auth: { userTypes: ['user' as const, 'userdownline' as const] } };

export const featureRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['agreements'];

  app.get(
    '/agreements/feature/:featureId',
    {
      config: { auth: {} },
      schema: { tags, params: z.object({ featureId: id }), response: { 200: agreementStatus } },
    },
    async (request) => featureAgreementStatus(ctx, actorOf(request), request.params.featureId),
  );

  app.post(
    '/agreements/feature',
    { config: { auth: {} }, schema: { tags, body: featureAgreementRequest, response: { 200: saved } } },
    async (request) => recordFeatureAgreement(ctx, actorOf(request), request.body, request.ip),
  );

  app.get(
    '/agreements/developer',
    { config: owners, schema: { tags, response: { 200: agreementStatus } } },
    async (request) => developerAgreementStatus(ctx, actorOf(request)),
  );

  app.post(
    '/agreements/developer',
    { config: owners, schema: { tags, body: developerAgreementRequest, response: { 200: saved } } },
    async (request) =>
      recordDeveloperAgreement(ctx, actorOf(request), request.body.location_menu, request.ip),
  );

  // Beta flags and beta users are per platform: only that platform's staff see and change them.
  const featureParams = z.object({ featureId: id });

  app.get(
    '/configuration/beta-features',
    { config: PLATFORM_STAFF, schema: { tags, response: { 200: betaFeatureList } } },
    async (request) => listBetaFeatures(ctx, actorOf(request)),
  );

  app.put(
    '/configuration/beta-features/:featureId',
    {
      config: PLATFORM_STAFF,
      schema: {
        tags,
        params: featureParams,
        body: betaFeatureUpdateRequest,
        response: { 200: betaFeatureList },
      },
    },
    async (request) =>
      updateBetaFeature(ctx, actorOf(request), request.params.featureId, request.body, request.ip),
  );

  app.put(
    '/configuration/beta-features/:featureId/users',
    {
      config: PLATFORM_STAFF,
      schema: { tags, params: featureParams, body: betaUserRequest, response: { 200: betaFeatureList } },
    },
    async (request) => setBetaUser(ctx, actorOf(request), request.params.featureId, request.body, request.ip),
  );
};
