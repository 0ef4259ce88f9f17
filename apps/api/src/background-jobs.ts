// Every background job of the platform, in one list: main.ts creates the pg-boss queues, schedules
// and workers from it, and the API tests' in-process queue runs the queued ones from it. A job that
// is not listed here cannot be sent.
import { audienceCountJob } from './modules/audience/count-job.ts';
import { stalledCountsJob } from './modules/audience/stalled-counts.ts';
import { billingRunJob } from './modules/billing-runs/billing-run-job.ts';
import { endDateJob } from './modules/campaigns/end-date-job.ts';
import { enrichContactsJob } from './modules/data-enrichment/enrichment-job.ts';
import { expireEnrichmentResultsJob } from './modules/data-enrichment/expire-results-job.ts';
import { stalledEnrichmentJobsJob } from './modules/data-enrichment/stalled-jobs-job.ts';
import { paymentFailedMailJob } from './modules/invoices/payment-failed-mail-job.ts';
import { paymentRetryJob } from './modules/invoices/payment-retry-job.ts';
import { pendingRefundsJob } from './modules/invoices/pending-refunds-job.ts';
import { deliverLeadsJob } from './modules/lead-engine/delivery-job.ts';
import { audienceFeedJob } from './modules/lead-engine/feed-job.ts';
import { heldLeadsAlertJob } from './modules/lead-engine/held-alert-job.ts';
import { resolveVisitsJob } from './modules/lead-engine/resolve-job.ts';
import { leadPipelineSweepJob } from './modules/lead-engine/sweep-job.ts';
import { trafficMonthsJob } from './modules/lead-engine/traffic-months-job.ts';
import { journeyRetentionJob } from './modules/lead-journey/journey-retention-job.ts';
import { rescoreLeadsJob } from './modules/lead-score/rescore-job.ts';
import { scoreRefreshJob } from './modules/lead-score/score-refresh-job.ts';
import { mailRetryJob } from './modules/mail-queue/mail-retry-job.ts';
import { sendPendingMailJob } from './modules/mail-queue/send-pending-mail-job.ts';
import { pixelSilenceJob } from './modules/pixel-status/pixel-silence-job.ts';
import { judgeCampaignsJob } from './modules/report-analytics/campaign-judgments.ts';
import { compactPlatformRollupJob } from './modules/report-analytics/platform-rollup-job.ts';
import { foldSellerLeadsJob } from './modules/report-analytics/seller-lead-rollup.ts';
import { subscriptionRenewalJob } from './modules/subscriptions/renewal-job.ts';
import { suppressionImportJob } from './modules/suppression/import-job.ts';
import { optOutRedactJob } from './modules/suppression/opt-out-redact-job.ts';
import { suppressionSweepJob } from './modules/suppression/suppression-sweep.ts';
import { abandonedTopupsJob } from './modules/wallet/abandoned-topups-job.ts';
import { prepaidPoolJob } from './modules/wallet/prepaid-pools-job.ts';
import { prepaidTopupSweepJob } from './modules/wallet/prepaid-topup-sweep-job.ts';
import { walletMailJob } from './modules/wallet/wallet-mail-job.ts';
import { walletCheckJob, walletSweepJob } from './modules/wallet/wallet-topup-job.ts';
import { idempotentCallsExpiryJob } from './platform/access/idempotent-calls-expiry-job.ts';
import type { BackgroundJob } from './platform/define-job.ts';

export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  // On a cron.
  endDateJob,
  stalledCountsJob,
  suppressionSweepJob,
  leadPipelineSweepJob,
  audienceFeedJob,
  subscriptionRenewalJob,
  billingRunJob,
  paymentRetryJob,
  pendingRefundsJob,
  walletSweepJob,
  abandonedTopupsJob,
  prepaidTopupSweepJob,
  idempotentCallsExpiryJob,
  mailRetryJob,
  judgeCampaignsJob,
  foldSellerLeadsJob,
  compactPlatformRollupJob,
  journeyRetentionJob,
  scoreRefreshJob,
  pixelSilenceJob,
  expireEnrichmentResultsJob,
  stalledEnrichmentJobsJob,
  trafficMonthsJob,
  // Sent by requests and other jobs.
  audienceCountJob,
  suppressionImportJob,
  enrichContactsJob,
  optOutRedactJob,
  resolveVisitsJob,
  deliverLeadsJob,
  sendPendingMailJob,
  rescoreLeadsJob,
  heldLeadsAlertJob,
  paymentFailedMailJob,
  walletCheckJob,
  walletMailJob,
  prepaidPoolJob,
];
