// Company settings and the cost of an agency, served from their declarations (settingsRoutes): the
// page rules and the Settings permission are the declarations'; the handlers keep to the caller's scope.
import { settingsRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { readCompanySetting, saveCompanySetting } from './company-setting.ts';
import { readCostAgency, saveCostAgency } from './cost-agency.ts';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serve(app, routes.readCostAgency, async (request) =>
    readCostAgency(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.saveCostAgency, async (request) =>
    saveCostAgency(ctx, actorOf(request), request.params.companyID, request.body, request.ip),
  );

  serve(app, routes.readSetting, async (request) =>
    readCompanySetting(ctx, actorOf(request), request.params.companyID, request.params.settingname),
  );

  serve(app, routes.saveSetting, async (request) =>
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
