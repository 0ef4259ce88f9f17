import { id, messageBody, SETTING_NAMES } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../platform/actor.ts';
import { readCompanySetting, saveCompanySetting } from './company-setting.ts';

const params = z.object({ companyID: id, settingname: z.enum(SETTING_NAMES) });

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['settings'];

  app.get(
    '/configuration/setting/:companyID/:settingname',
    { config: { auth: {} }, schema: { tags, params } },
    async (request) =>
      readCompanySetting(ctx, actorOf(request), request.params.companyID, request.params.settingname),
  );

  app.put(
    '/configuration/setting/:companyID/:settingname',
    {
      config: { auth: {} },
      schema: { tags, params, body: z.record(z.string(), z.unknown()), response: { 200: messageBody } },
    },
    async (request) =>
      saveCompanySetting(
        ctx,
        actorOf(request),
        request.params.companyID,
        request.params.settingname,
        request.body,
        request.ip,
      ),
  );
};
