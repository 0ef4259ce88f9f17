// /docauth: what a /download-auth/{pkdoc} link holds, and its download after the password is typed
// again, served from their declarations (documentRoutes).
import { documentRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { reportZone } from '../reports/report-zone.ts';
import { documentInfo } from './campaign-document.ts';
import { downloadDocument } from './download-document.ts';

export const documentRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.documentInfo, async (request, _reply, ctx) =>
    documentInfo(ctx.db, actorOf(request), request.params.pkdoc),
  );

  serve(app, routes.downloadDocument, async (request, reply, ctx) => {
    const actor = actorOf(request);
    // A bad time zone is refused before the password attempt is counted.
    const zone = reportZone(undefined, request.headers['x-timezone']);
    const { fileName, csv } = await downloadDocument(ctx, actor, selfOf(actor), request.body, {
      ip: request.ip,
      zone: zone.name,
      onError: (error) => request.log.error({ err: error }, 'document download stopped'),
    });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
