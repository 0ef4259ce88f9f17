// The queued job 'send-pending-mail': sends the mail that jobs wrote inside their transactions
// (mailer.sendAfterCommit), the moment their work committed. A wake-up over durable rows: what a lost
// wake-up leaves pending, the mail-retry job sends within a minute.
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/define-job.ts';

export const sendPendingMailJob = defineJob({
  name: 'send-pending-mail',
  payload: z.object({}),
  retry: { limit: 5 },
  startsAtOnce: true,
  async run(ctx) {
    await ctx.mailer.sendPending();
  },
});

/** After a transaction that called sendAfterCommit committed: the mail goes now, not on the sweep. */
export async function wakeMailSender(ctx: AppContext, written: number): Promise<void> {
  if (written > 0) await ctx.queue.send(sendPendingMailJob, {}, null);
}
