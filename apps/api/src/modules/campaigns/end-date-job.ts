// The schedule of the end-date stop: every minute, so a campaign stops within a minute of the
// local midnight after its end date.
import { defineScheduledJob } from '../../platform/define-job.ts';
import { stopEndedCampaigns } from './end-date.ts';

export const endDateJob = defineScheduledJob({
  name: 'campaign-end-date',
  cron: '* * * * *',
  run: (ctx) => stopEndedCampaigns(ctx.db),
});
