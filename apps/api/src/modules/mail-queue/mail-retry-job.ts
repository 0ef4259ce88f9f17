// The scheduled job 'mail-retry' (issue 23): mail the platform's SMTP refused was queued instead of
// failing its request; every minute it is sent again. After MAIL_RETRY_DAYS it is marked failed, so a
// long outage does not send stale codes and links days later. It also sends mail a job wrote in its
// transaction whose wake-up was lost (a crash between the commit and the send).
import { and, asc, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

export const MAIL_RETRY_DAYS = 2;
const BATCH = 200;

export async function retryQueuedMail(ctx: AppContext, now = new Date()) {
  await ctx.mailer.sendPending();
  const stale = new Date(now.getTime() - MAIL_RETRY_DAYS * 86_400_000);
  await ctx.db
    .update(mailOutbox)
    .set({ status: 'failed' })
    .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, stale)));
  const queued = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH);
  return ctx.mailer.sendQueued(queued);
}

export const mailRetryJob = defineScheduledJob({
  name: 'mail-retry',
  cron: '* * * * *',
  run: (ctx) => retryQueuedMail(ctx),
});
