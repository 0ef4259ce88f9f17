// Marketing agreements and the platform's beta flags, served from their declarations (featureRoutes).
import { featureRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  developerAgreementStatus,
  featureAgreementStatus,
  recordDeveloperAgreement,
  recordDeveloperBillingAgreement,
  recordFeatureAgreement,
} from './agreements.ts';
import { listBetaFeatures, setBetaUser, updateBetaFeature } from './manage-beta.ts';

export const featureRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.featureAgreement, async (request, _reply, ctx) =>
    featureAgreementStatus(ctx, actorOf(request), request.params.featureId, request.query),
  );

  // POST is ours, PUT the spec's (part 2 §7): one save behind both.
  for (const route of [routes.recordFeatureAgreement, routes.saveFeatureAgreement]) {
    serve(app, route, async (request, _reply, ctx) =>
      recordFeatureAgreement(ctx, actorOf(request), request.body, request.ip),
    );
  }

  serve(app, routes.developerAgreement, async (request, _reply, ctx) =>
    developerAgreementStatus(ctx, actorOf(request), request.query),
  );

  serve(app, routes.recordDeveloperBillingAgreement, async (request, _reply, ctx) =>
    recordDeveloperBillingAgreement(ctx, actorOf(request), request.body, request.ip),
  );

  for (const route of [routes.recordDeveloperAgreement, routes.saveDeveloperAgreement]) {
    serve(app, route, async (request, _reply, ctx) =>
      recordDeveloperAgreement(ctx, actorOf(request), request.body, request.ip),
    );
  }

  serve(app, routes.listBetaFeatures, async (request, _reply, ctx) =>
    listBetaFeatures(ctx, actorOf(request)),
  );

  serve(app, routes.updateBetaFeature, async (request, _reply, ctx) =>
    updateBetaFeature(ctx, actorOf(request), request.params.featureId, request.body, request.ip),
  );

  serve(app, routes.setBetaUser, async (request, _reply, ctx) =>
    setBetaUser(ctx, actorOf(request), request.params.featureId, request.body, request.ip),
  );
};
