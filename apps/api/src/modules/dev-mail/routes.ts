// The dev mailbox: without SMTP, e-mails (reset links, codes) are read here. Absent when SMTP is set.
// Those e-mails open any account, so only the platform's own staff read them, and only the mail of
// companies of their platform.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, mailOutbox } from '../../db/schema/index.ts';
import { PLATFORM_STAFF } from '../../platform/access/route-access.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { forbidden } from '../../platform/errors.ts';
import { isPlatformStaff } from '../companies/row-access.ts';

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
      config: PLATFORM_STAFF,
      schema: { tags: ['dev'], response: { 200: z.object({ messages: z.array(outboxMessage) }) } },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!isPlatformStaff(actor)) throw forbidden();
      // A mail without a company (its company was removed) belongs to no platform: nobody sees it.
      const rows = await db
        .select({ mail: mailOutbox })
        .from(mailOutbox)
        .innerJoin(companies, eq(companies.id, mailOutbox.companyId))
        .where(withinScope(actor.scope, companies.path))
        .orderBy(desc(mailOutbox.id))
        .limit(200);
      return {
        messages: rows.map(({ mail }) => ({
          id: mail.id,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          created_at: mail.createdAt.toISOString(),
        })),
      };
    },
  );
};
