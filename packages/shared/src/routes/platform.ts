// The platform's own routes: the health check, and the dev mailbox (without SMTP, e-mails such as reset
// links and codes are read there; those open any account, so only the platform root's staff read it).
import { z } from 'zod';
import { defineRoute, PLATFORM_STAFF } from './route.ts';

export const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const platformRoutes = {
  /** 503 with its own body while the database does not answer. */
  health: defineRoute({
    method: 'GET',
    path: '/health',
    response: {
      200: z.object({ status: z.literal('ok') }),
      503: z.object({ status: z.string(), message: z.string() }),
    },
    auth: 'public',
    tags: ['health'],
  }),
  /** Liveness: the process answers (no dependency is asked), so a stuck process is restarted. */
  healthLive: defineRoute({
    method: 'GET',
    path: '/health/live',
    response: { 200: z.object({ status: z.literal('ok') }) },
    auth: 'public',
    tags: ['health'],
    summary: 'Liveness: the process answers',
  }),
  /**
   * Readiness: the database answers within 2 s and the server is not stopping (a stopping server
   * answers 503 to everything), so a load balancer sends traffic only here.
   */
  healthReady: defineRoute({
    method: 'GET',
    path: '/health/ready',
    response: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({ status: z.string(), message: z.string() }),
    },
    auth: 'public',
    tags: ['health'],
    summary: 'Readiness: the database answers and the server takes traffic',
  }),
  devOutbox: defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    response: { 200: z.object({ messages: z.array(outboxMessage) }) },
    auth: { ...PLATFORM_STAFF, companyKinds: ['root'] },
    tags: ['dev'],
  }),
};
