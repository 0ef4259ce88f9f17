// Serves uploaded images by their unguessable id (logos appear on public sign-in pages too).
import { userRoutes as routes } from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploads } from '../../db/schema/index.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { KEPT_FOR_A_YEAR } from '../../platform/cache-policy.ts';
import { notFound } from '../../platform/errors.ts';

export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  serve(app, routes.upload, async (request, reply) => {
    const [file] = await db.select().from(uploads).where(eq(uploads.id, request.params.id));
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', KEPT_FOR_A_YEAR)
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
};
