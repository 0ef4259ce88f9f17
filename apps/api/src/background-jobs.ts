// Every background job of the platform: scheduled ones (cron) and queued ones (sent by requests).
import { audienceCountJob } from './modules/audience/count-job.ts';
import { stalledCountsJob } from './modules/audience/stalled-counts.ts';
import { endDateJob } from './modules/campaigns/end-date-job.ts';
import { deliverLeadsJob } from './modules/lead-engine/delivery-job.ts';
import { audienceFeedJob } from './modules/lead-engine/feed-job.ts';
import { heldLeadsAlertJob } from './modules/lead-engine/held-alert-job.ts';
import { resolveVisitsJob } from './modules/lead-engine/resolve-job.ts';
import { leadPipelineSweepJob } from './modules/lead-engine/sweep-job.ts';
import { suppressionImportJob } from './modules/suppression/import-job.ts';
import { optOutRedactJob } from './modules/suppression/opt-out-redact-job.ts';
import { suppressionSweepJob } from './modules/suppression/suppression-sweep.ts';
import type { ScheduledJob } from './platform/jobs.ts';
import type { QueuedJob } from './platform/queue.ts';

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  endDateJob,
  stalledCountsJob,
  suppressionSweepJob,
  leadPipelineSweepJob,
  audienceFeedJob,
];

export const QUEUED_JOBS: readonly QueuedJob[] = [
  audienceCountJob,
  suppressionImportJob,
  optOutRedactJob,
  resolveVisitsJob,
  deliverLeadsJob,
  heldLeadsAlertJob,
];
