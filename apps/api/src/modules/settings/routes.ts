import { costAgencyResponse, id, messageBody, SETTING_NAMES } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { readCompanySetting, saveCompanySetting } from './company-setting.ts';
import { readCostAgency, saveCostAgency } from './cost-agency.ts';

const params = z.object({ companyID: id, settingname: z.enum(SETTING_NAMES) });

/** Clients have no settings; the cost of an agency is read and set by those who manage it. */
const staff = {
  auth: { userTypes: ['user' as const, 'userdownline' as const, 'administrator' as const, 'sales' as const] },
};

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['settings'];
  const companyParams = z.object({ companyID: id });

  // The static segment wins over :settingname, so costagency has its own contract.
  app.get(
    '/configuration/setting/:companyID/costagency',
    { config: staff, schema: { tags, params: companyParams, response: { 200: costAgencyResponse } } },
    async (request) => readCostAgency(ctx, actorOf(request), request.params.companyID),
  );

  app.put(
    '/configuration/setting/:companyID/costagency',
    {
      config: staff,
      schema: {
        tags,
        params: companyParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: messageBody },
      },
    },
    async (request) =>
      saveCostAgency(ctx, actorOf(request), request.params.companyID, request.body, request.ip),
  );

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
