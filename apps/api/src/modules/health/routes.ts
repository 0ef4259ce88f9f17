// The health check, served from its declaration (platformRoutes.health): 503 while the database is down.
import { messages, platformRoutes as routes } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  serve(app, routes.health, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: messages.databaseDown });
    }
  });
};
