// An agency's price presets, served from their declarations (pricePresetRoutes): the declarations
// keep clients and other companies out; the handlers keep to the caller's own agency.
import { pricePresetRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { clientPresetsOf, presetsOf } from './preset-rows.ts';
import { removePricePreset } from './remove-price-preset.ts';
import { createPricePreset, updatePricePreset } from './save-price-preset.ts';

export const pricePresetRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listPricePresets, async (request, _reply, ctx) => {
    const agency = selfCompanyOf(actorOf(request));
    const [presets, clientPresets] = await Promise.all([
      presetsOf(ctx.db, agency),
      clientPresetsOf(ctx.db, agency),
    ]);
    return { presets, clientPresets };
  });

  serve(app, routes.createPricePreset, async (request, _reply, ctx) =>
    createPricePreset(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.updatePricePreset, async (request, _reply, ctx) =>
    updatePricePreset(ctx, actorOf(request), request.params.presetID, request.body, request.ip),
  );

  serve(app, routes.removePricePreset, async (request, _reply, ctx) =>
    removePricePreset(ctx, actorOf(request), request.params.presetID, request.ip),
  );
};
