// The client-wide exclusion list (part 2 §7 "Exclusion list"; clients only, §6) and the opt-out
// list: anyone may ask to be excluded from the public opt-out page, which holds on every platform;
// each platform's system users read, add to and purge their own platform's requests
// (/configuration/opt-out-list).
import {
  exclusionProgressQuery,
  exclusionProgressResponse,
  exclusionPurgeParams,
  exclusionUploadResponse,
  exclusionValueOf,
  optOutAddRequest,
  optOutAddResponse,
  optOutListQuery,
  optOutListResponse,
  optOutPurgeParams,
  optOutRequest,
  optOutRequestResponse,
  purgeResponse,
  SUPPRESSION_MESSAGES as S,
  SUPPRESSION_LIMITS,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
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
import { recordOptOut } from './record-opt-out.ts';
import { uploadExclusionList } from './upload-exclusion-list.ts';

const clients = { auth: { userTypes: ['client' as const] } };
/** Part 2 §2: opt-out-list needs a system user; sales people have no configuration page of it. */
const systemStaff = { auth: { userTypes: ['user' as const, 'administrator' as const], systemOnly: true } };

export const suppressionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['suppression'];
  // One window per app: each API process counts its own requests.
  const optOutLimit = hourlyLimit(SUPPRESSION_LIMITS.optOutPerIpPerHour);

  app.post(
    '/leadspeek/suppressionlist/upload',
    {
      config: clients,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: exclusionUploadResponse } },
    },
    async (request) => uploadExclusionList(ctx, actorOf(request), request),
  );

  app.get(
    '/leadspeek/suppressionlist/progress',
    {
      config: clients,
      schema: { tags, querystring: exclusionProgressQuery, response: { 200: exclusionProgressResponse } },
    },
    async (request) => exclusionProgress(ctx, actorOf(request), request.query),
  );

  app.delete(
    '/leadspeek/suppressionlist/purge/:paramID/:campaignType',
    { config: clients, schema: { tags, params: exclusionPurgeParams, response: { 200: purgeResponse } } },
    async (request) => purgeExclusionList(ctx, actorOf(request), request.params, request.ip),
  );

  app.post(
    '/tools/optout/request',
    {
      config: { auth: 'public' },
      schema: { tags, body: optOutRequest, response: { 200: optOutRequestResponse } },
      // Counted before the body is read, so floods of malformed requests are limited too.
      onRequest: async (request) => optOutLimit.take(sourceAddressKey(request.ip)),
    },
    async (request) => {
      // The request belongs to the platform whose site it came from; the exclusion holds everywhere.
      const host = await resolveHostCompany(ctx.db, request.hostname);
      const rootCompanyId = lineageIds(host.path).at(-1) ?? host.id;
      await recordOptOut(ctx, emailMd5(request.body.email), { source: 'public', rootCompanyId });
      return { result: 'success' as const, message: S.optOutReceived };
    },
  );

  app.get(
    '/tools/optout/list',
    {
      config: systemStaff,
      schema: { tags, querystring: optOutListQuery, response: { 200: optOutListResponse } },
    },
    async (request) => optOutList(ctx, actorOf(request), request.query),
  );

  app.post(
    '/tools/optout/add',
    { config: systemStaff, schema: { tags, body: optOutAddRequest, response: { 200: optOutAddResponse } } },
    async (request) => {
      const value = exclusionValueOf(request.body.email);
      if (!value) throw invalid({ email: S.emailOrMd5 });
      const md5 = exclusionHash(value);
      const actor = actorOf(request);
      const { id } = await recordOptOut(ctx, md5, { source: 'system', actor, ip: request.ip });
      return { result: 'success' as const, message: S.optOutAdded, id };
    },
  );

  app.delete(
    '/tools/optout/purge/:companyRootId',
    { config: systemStaff, schema: { tags, params: optOutPurgeParams, response: { 200: purgeResponse } } },
    async (request) => purgeOptOutList(ctx, actorOf(request), request.params.companyRootId, request.ip),
  );
};
