// Data enrichment (issue 27 item 2), served from its declarations (dataEnrichmentRoutes): prices on
// the configuration page, and the jobs of the caller's own company.
import { ENRICHMENT_MESSAGES as M, dataEnrichmentRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { companyManagedBy, ownCompany } from '../../platform/access/companies.ts';
import { ownEnrichmentJob } from '../../platform/access/enrichment-jobs.ts';
import { serveMultipart } from '../../platform/access/serve-multipart.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { confirmJob } from './confirm-job.ts';
import { enrichedResult } from './download-result.ts';
import { jobView, ownJobList } from './job-view.ts';
import { previewJob } from './preview-job.ts';
import { agencyPricesOf, pricesOf, saveAgencyCost, saveOwnPrice } from './prices.ts';
import { readContactUpload } from './read-contact-upload.ts';
import { uploadContacts } from './upload-contacts.ts';

export const dataEnrichmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readEnrichmentPrices, async (request, _reply, ctx) =>
    pricesOf(ctx.db, await ownCompany(ctx.db, actorOf(request))),
  );

  serve(app, routes.saveEnrichmentPrices, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return ctx.db.transaction(async (tx) => {
      const company = await ownCompany(tx, actor);
      await saveOwnPrice(tx, company, request.body.pricePerMatchCents);
      await logActorAction(tx, actor, request.ip, 'data-enrichment', M.pricesSaved);
      return pricesOf(tx, company);
    });
  });

  serve(app, routes.listEnrichmentAgencyPrices, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return agencyPricesOf(ctx.db, actor, await ownCompany(ctx.db, actor), request.query);
  });

  serve(app, routes.saveEnrichmentAgencyPrice, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return ctx.db.transaction(async (tx) => {
      const agency = await companyManagedBy(tx, actor, request.params.companyID);
      if (agency.kind !== 'agency') throw notFound();
      const costPerMatchCents = await saveAgencyCost(tx, agency, request.body.costPerMatchCents);
      await logActorAction(
        tx,
        actor,
        request.ip,
        'data-enrichment',
        `Set the data enrichment price of ${agency.companyName}`,
      );
      return { message: M.agencyPriceSaved, costPerMatchCents };
    });
  });

  serveMultipart(app, routes.uploadEnrichmentFile, readContactUpload, async (request, form, _reply, ctx) =>
    uploadContacts(ctx, actorOf(request), request, form),
  );

  serve(app, routes.listEnrichmentJobs, async (request, _reply, ctx) => ownJobList(ctx.db, actorOf(request)));

  serve(app, routes.readEnrichmentJob, async (request, _reply, ctx) =>
    jobView(await ownEnrichmentJob(ctx.db, actorOf(request), request.params.jobId)),
  );

  serve(app, routes.previewEnrichmentJob, async (request, _reply, ctx) =>
    previewJob(ctx, actorOf(request), request.params.jobId, request.body.mapping),
  );

  serve(app, routes.confirmEnrichmentJob, async (request, _reply, ctx) =>
    confirmJob(ctx, actorOf(request), request, request.params.jobId),
  );

  serve(app, routes.downloadEnrichmentResult, async (request, reply, ctx) => {
    const { fileName, csv } = await enrichedResult(ctx, actorOf(request), request.params.jobId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
