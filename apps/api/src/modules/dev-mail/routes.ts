// The dev mailbox: without SMTP, e-mails (reset links, codes) are read here. Absent when SMTP is set.
// Those e-mails open any account, so only the platform root's own staff read them (the declaration,
// platformRoutes.devOutbox), and only the mail of companies of their platform.
import { platformRoutes as routes } from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companies, mailOutbox } from '../../db/schema/index.ts';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';

export const devMailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  serve(app, routes.devOutbox, async (request) => {
    const actor = actorOf(request);
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
  });
};
