// Every background job of the platform: scheduled ones (cron) and queued ones (sent by requests).
import { audienceCountJob } from './modules/audience/count-job.ts';
import { stalledCountsJob } from './modules/audience/stalled-counts.ts';
import { endDateJob } from './modules/campaigns/end-date-job.ts';
import type { ScheduledJob } from './platform/jobs.ts';
import type { QueuedJob } from './platform/queue.ts';

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [endDateJob, stalledCountsJob];

export const QUEUED_JOBS: readonly QueuedJob[] = [audienceCountJob];
