// Every night, and when a worker starts: the months ahead of page views, leads and what a lead is
// paid with (charges, wallet debits) are made, and the page views' months older than the
// retention (PAGE_VIEW_RETENTION_MONTHS) dropped whole (db/month-partitions.ts). A day's visit and
// lead counts stay in campaign_day_visits and campaign_day_leads, which Report Analytics reads; the
// rejection report and journeys of a dropped month are gone with it. Leads, charges and debits are
// kept: no month of them is dropped (they back invoices and the ledger). The job keeps the
// name it had when it made page views' months only: pg-boss keeps a schedule by its name.
import {
  dropExpiredMonths,
  MONTH_PARTITIONED_TABLES,
  type MonthPartitionedTable,
  prepareMonths,
} from '../../db/month-partitions.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/db.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

/** Makes the months ahead of every table (at start, before the first page view of a new month). */
export async function prepareTrafficMonths(db: Database, now = new Date()) {
  const made: Partial<Record<MonthPartitionedTable, string[]>> = {};
  for (const table of MONTH_PARTITIONED_TABLES) made[table] = await prepareMonths(db, table, now);
  return made;
}

/** Drops the expired months first, so a page view waiting past the retention is not given a month. */
export async function keepTrafficMonths(ctx: AppContext, now = new Date()) {
  const dropped = await dropExpiredMonths(ctx.db, 'visits', ctx.config.PAGE_VIEW_RETENTION_MONTHS, now);
  return { dropped, made: await prepareTrafficMonths(ctx.db, now) };
}

export const trafficMonthsJob = defineScheduledJob({
  name: 'visit-months',
  cron: '41 2 * * *',
  run: (ctx) => keepTrafficMonths(ctx),
});
