// Company settings and the cost of an agency, served from their declarations (settingsRoutes): the
// page rules and the Settings permission are the declarations'; the handlers keep to the caller's scope.
import { settingsRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { readImageForm } from '../users/image-upload.ts';
import { listAdvanceInformation, minLeadDayEnhance } from './campaign-options.ts';
import { removeLogo, uploadLogo } from './company-logo.ts';
import { readCompanySetting, resetCompanySetting, saveCompanySetting } from './company-setting.ts';
import { readCostAgency, saveCostAgency } from './cost-agency.ts';
import { readEmbeddedCode, saveEmbeddedCode } from './embedded-code.ts';
import { updateGeneralSetting } from './general-setting.ts';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readCostAgency, async (request, _reply, ctx) =>
    readCostAgency(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.saveCostAgency, async (request, _reply, ctx) =>
    saveCostAgency(ctx, actorOf(request), request.params.companyID, request.body, request.ip),
  );

  serve(app, routes.readSetting, async (request, _reply, ctx) =>
    readCompanySetting(ctx, actorOf(request), request.params.companyID, request.params.settingname),
  );

  serve(app, routes.saveSetting, async (request, _reply, ctx) =>
    saveCompanySetting(
      ctx,
      actorOf(request),
      request.params.companyID,
      request.params.settingname,
      request.body,
      request.ip,
    ),
  );

  serve(app, routes.updateGeneralSetting, async (request, _reply, ctx) =>
    updateGeneralSetting(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.resetSetting, async (request, _reply, ctx) =>
    resetCompanySetting(
      ctx,
      actorOf(request),
      request.params.companyID,
      request.params.settingname,
      request.ip,
    ),
  );

  serve(app, routes.uploadLogo, async (request, _reply, ctx) => {
    const form = await readImageForm(request);
    return uploadLogo(ctx, actorOf(request), request.params.companyID, form.image, request.ip);
  });

  serve(app, routes.removeLogo, async (request, _reply, ctx) =>
    removeLogo(ctx, actorOf(request), request.params.companyID, request.ip),
  );

  serve(app, routes.readEmbeddedCode, async (request, _reply, ctx) =>
    readEmbeddedCode(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.saveEmbeddedCode, async (request, _reply, ctx) =>
    saveEmbeddedCode(ctx, actorOf(request), request.params.companyID, request.body, request.ip),
  );

  serve(app, routes.minLeadDayEnhance, async (request, _reply, ctx) =>
    minLeadDayEnhance(ctx, actorOf(request)),
  );

  serve(app, routes.listAdvanceInformation, async (_request) => listAdvanceInformation());
};
