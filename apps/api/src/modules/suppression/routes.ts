// The client-wide exclusion list and the opt-out list (part 2 §7 "Exclusion list"; issue 6 point 5),
// served from their declarations (suppressionRoutes), which say who may call each.
import {
  exclusionValueOf,
  suppressionRoutes as routes,
  SUPPRESSION_MESSAGES as S,
  SUPPRESSION_LIMITS,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serveMultipart } from '../../platform/access/serve-multipart.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { emailMd5, exclusionHash } from '../../platform/email-hash.ts';
import { invalid } from '../../platform/errors.ts';
import { hourlyLimit } from '../../platform/hourly-limit.ts';
import { sourceAddressKey } from '../../platform/source-address.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';
import { exclusionProgress } from './exclusion-progress.ts';
import { optOutList, purgeOptOutList } from './opt-out-list.ts';
import { purgeExclusionList } from './purge-exclusion-list.ts';
import { readExclusionUpload } from './read-exclusion-upload.ts';
import { recordOptOut } from './record-opt-out.ts';
import { uploadExclusionList } from './upload-exclusion-list.ts';

export const suppressionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  // One window per app: each API process counts its own requests.
  const optOutLimit = hourlyLimit(appCtx.db, 'opt-out-ip', SUPPRESSION_LIMITS.optOutPerIpPerHour);

  serveMultipart(app, routes.uploadExclusionList, readExclusionUpload, async (request, form, _reply, ctx) =>
    uploadExclusionList(ctx, actorOf(request), request, form),
  );

  serve(app, routes.exclusionProgress, async (request, _reply, ctx) =>
    exclusionProgress(ctx, actorOf(request), request.query),
  );

  serve(app, routes.purgeExclusionList, async (request, _reply, ctx) =>
    purgeExclusionList(ctx, actorOf(request), request.params, request.ip),
  );

  // Counted before the body is read, so floods of malformed requests are limited too.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.declaration === routes.requestOptOut) {
      await optOutLimit.take(sourceAddressKey(request.ip));
    }
  });
  serve(app, routes.requestOptOut, async (request, _reply, ctx) => {
    // The request belongs to the platform whose site it came from; the exclusion holds everywhere.
    const host = await resolveHostCompany(ctx.db, request.hostname);
    const rootCompanyId = lineageIds(host.path).at(-1) ?? host.id;
    await recordOptOut(ctx, emailMd5(request.body.email), {
      source: 'public',
      rootCompanyId,
    });
    return { result: 'success' as const, message: S.optOutReceived };
  });

  serve(app, routes.listOptOuts, async (request, _reply, ctx) =>
    optOutList(ctx, actorOf(request), request.query),
  );

  serve(app, routes.addOptOut, async (request, _reply, ctx) => {
    const value = exclusionValueOf(request.body.email);
    if (!value) throw invalid({ email: S.emailOrMd5 });
    const md5 = exclusionHash(value);
    const actor = actorOf(request);
    const { id } = await recordOptOut(ctx, md5, {
      source: 'system',
      actor,
      ip: request.ip,
    });
    return { result: 'success' as const, message: S.optOutAdded, id };
  });

  serve(app, routes.purgeOptOutList, async (request, _reply, ctx) =>
    purgeOptOutList(ctx, actorOf(request), request.params.companyRootId, request.ip),
  );
};
