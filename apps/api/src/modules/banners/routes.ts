// Ads Design (issue 27 item 1): the agency's banner sets, served from their declarations
// (bannerRoutes), which enforce the role's Ads Design flags; the handlers keep to the caller's own
// agency. The click-through link is public and counted per address.
import { BANNER_LIMITS, bannerRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { ownCompany, selfCompanyOf } from '../../platform/access/companies.ts';
import { serveMultipart } from '../../platform/access/serve-multipart.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { sourceAddressKey } from '../../platform/source-address.ts';
import { windowCounter } from '../ingest/window-counter.ts';
import { readBackgroundForm, uploadBannerBackground } from './banner-background.ts';
import { clickThrough } from './banner-click.ts';
import { agencyClient } from './banner-client.ts';
import { bannerClientsOf, bannerListOf, bannerSetViewOf } from './banner-rows.ts';
import { duplicateBannerSet } from './duplicate-banner-set.ts';
import { bannerPreviewOf } from './preview-banner.ts';
import { removeBannerSet } from './remove-banner-set.ts';
import { bannerPngOf, bannerZipOf } from './render-set.ts';
import { createBannerSet, updateBannerSet } from './save-banner-set.ts';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export const bannerRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  // One window per process, like the pixel's limits.
  const clicksPerAddress = windowCounter(BANNER_LIMITS.clicksPerAddressPerMinute);
  // Drawing is the costly part of Ads Design: a user's previews are bounded per minute.
  const previewsPerUser = windowCounter(BANNER_LIMITS.previewsPerUserPerMinute);

  serve(app, routes.listBannerSets, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const client = await agencyClient(ctx.db, actor, request.query.clientID);
    return { data: await bannerListOf(ctx.db, selfCompanyOf(actor), client ?? undefined) };
  });

  serve(app, routes.createBannerSet, async (request, _reply, ctx) =>
    createBannerSet(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.readBannerSet, async (request, _reply, ctx) =>
    bannerSetViewOf(ctx.db, selfCompanyOf(actorOf(request)), request.params.bannerSetID),
  );

  serve(app, routes.updateBannerSet, async (request, _reply, ctx) =>
    updateBannerSet(ctx, actorOf(request), request.params.bannerSetID, request.body, request.ip),
  );

  serve(app, routes.uploadBannerBackground, async (request, _reply, ctx) => {
    const image = (await readBackgroundForm(request)).file;
    return uploadBannerBackground(ctx, actorOf(request), request.params.bannerSetID, image, request.ip);
  });

  serve(app, routes.duplicateBannerSet, async (request, _reply, ctx) =>
    duplicateBannerSet(ctx, actorOf(request), request.params.bannerSetID, request.ip),
  );

  serve(app, routes.removeBannerSet, async (request, _reply, ctx) =>
    removeBannerSet(ctx, actorOf(request), request.params.bannerSetID, request.ip),
  );

  serve(app, routes.bannerPng, async (request, reply, ctx) => {
    const { bannerSetID, size } = request.params;
    const file = await bannerPngOf(ctx.db, selfCompanyOf(actorOf(request)), bannerSetID, size);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(file.fileName))
      .send(file.png);
  });

  serveMultipart(app, routes.previewBanner, readBackgroundForm, async (request, form, reply, ctx) => {
    const actor = actorOf(request);
    if (!previewsPerUser.take(String(actor.userId))) throw new AppError(429, 'tooManyRequests');
    const png = await bannerPreviewOf(ctx.db, actor, request.params.size, form.fields, form.file);
    return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
  });

  serve(app, routes.bannerZip, async (request, reply, ctx) => {
    const file = await bannerZipOf(ctx.db, selfCompanyOf(actorOf(request)), request.params.bannerSetID);
    return reply
      .header('content-type', 'application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(file.fileName))
      .send(file.zip);
  });

  serve(app, routes.listBannerClients, async (request, _reply, ctx) => ({
    clients: await bannerClientsOf(ctx.db, await ownCompany(ctx.db, actorOf(request))),
  }));

  serve(app, routes.bannerClick, async (request, reply, ctx) => {
    const landingUrl = await clickThrough(
      ctx.db,
      { ...request.params, host: request.hostname, addressKey: sourceAddressKey(request.ip) },
      clicksPerAddress,
    );
    return reply.header('cache-control', 'no-store').redirect(landingUrl, 302);
  });
};
