// Every night, and when a worker starts: the page views' months ahead are made, and the months older
// than the retention (PAGE_VIEW_RETENTION_MONTHS) dropped whole (db/month-partitions.ts). A day's
// visit and lead counts stay in campaign_day_visits and campaign_day_leads, which Report Analytics
// reads; the rejection report and journeys of a dropped month are gone with it.
import { dropExpiredMonths, prepareMonths } from '../../db/month-partitions.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

export async function keepVisitMonths(ctx: AppContext, now = new Date()) {
  const made = await prepareMonths(ctx.db, 'visits', now);
  const dropped = await dropExpiredMonths(ctx.db, 'visits', ctx.config.PAGE_VIEW_RETENTION_MONTHS, now);
  return { made, dropped };
}

export const visitMonthsJob = defineScheduledJob({
  name: 'visit-months',
  cron: '41 2 * * *',
  run: (ctx) => keepVisitMonths(ctx),
});
