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
  devOutbox: defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    response: { 200: z.object({ messages: z.array(outboxMessage) }) },
    auth: { ...PLATFORM_STAFF, companyKinds: ['root'] },
    tags: ['dev'],
  }),
};
