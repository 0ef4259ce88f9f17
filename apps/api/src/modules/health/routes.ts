// The health checks, served from their declarations (platformRoutes): /health (the spec's: 503 while
// the database is down), /health/live (the process answers) and /health/ready (the database answers
// in time; a stopping server answers 503 to every request, this one included).
import { messages, platformRoutes as routes } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/db.ts';

/** A database slower than this is as good as down for a load balancer. */
const READY_WITHIN_MS = 2_000;

async function databaseAnswers(db: Database, withinMs = Number.POSITIVE_INFINITY): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    if (Number.isFinite(withinMs)) timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  serve(app, routes.health, async (_request, reply) => {
    if (await databaseAnswers(db)) return { status: 'ok' as const };
    return reply.status(503).send({ status: 'unavailable', message: messages.databaseDown });
  });

  serve(app, routes.healthLive, async (_request) => ({ status: 'ok' as const }));

  serve(app, routes.healthReady, async (_request, reply) => {
    if (await databaseAnswers(db, READY_WITHIN_MS)) return { status: 'ready' as const };
    return reply.status(503).send({ status: 'unavailable', message: messages.databaseDown });
  });
};
