// The dev mailbox: without SMTP, e-mails (reset links, codes) are read here. Absent when SMTP is set.
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { mailOutbox } from '../../db/schema/index.ts';

const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});

export const devMailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      config: { auth: 'public' },
      schema: { tags: ['dev'], response: { 200: z.object({ messages: z.array(outboxMessage) }) } },
    },
    async () => {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
