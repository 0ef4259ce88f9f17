import { describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS } from './background-jobs.ts';
import { audienceCountJob } from './modules/audience/count-job.ts';
import { deliverLeadsJob } from './modules/lead-engine/delivery-job.ts';
import { queuedJobsOf } from './platform/define-job.ts';
import { sendOptionsOf } from './platform/jobs.ts';
import type { JobQueue } from './platform/queue.ts';

describe('the one list of background jobs', () => {
  it('keeps every job name (jobs queued before a deploy still find their worker)', () => {
    expect(BACKGROUND_JOBS.map((job) => [job.kind, job.name])).toEqual([
      ['scheduled', 'campaign-end-date'],
      ['scheduled', 'audience-count-stalled'],
      ['scheduled', 'suppression-sweep'],
      ['scheduled', 'lead-pipeline-sweep'],
      ['scheduled', 'audience-feeds'],
      ['scheduled', 'subscription-renewal'],
      ['scheduled', 'billing-run'],
      ['scheduled', 'payment-retry'],
      ['scheduled', 'pending-refunds'],
      ['scheduled', 'wallet-sweep'],
      ['scheduled', 'wallet-abandoned-topups'],
      ['scheduled', 'prepaid-topup-sweep'],
      ['scheduled', 'idempotent-calls-expiry'],
      ['scheduled', 'mail-retry'],
      ['scheduled', 'judge-campaigns'],
      ['scheduled', 'fold-seller-leads'],
      ['scheduled', 'compact-platform-rollup'],
      ['scheduled', 'journey-retention'],
      ['scheduled', 'lead-score-refresh'],
      ['scheduled', 'pixel-silence'],
      ['scheduled', 'data-enrichment-expiry'],
      ['scheduled', 'data-enrichment-stalled'],
      ['scheduled', 'visit-months'],
      ['queued', 'audience-count'],
      ['queued', 'suppression-import'],
      ['queued', 'data-enrichment'],
      ['queued', 'opt-out-redact'],
      ['queued', 'resolve-visits'],
      ['queued', 'deliver-leads'],
      ['queued', 'send-pending-mail'],
      ['queued', 'lead-rescore'],
      ['queued', 'held-leads-alert'],
      ['queued', 'payment-failed-mail'],
      ['queued', 'wallet-check'],
      ['queued', 'wallet-mail'],
      ['queued', 'prepaid-pool'],
    ]);
  });

  it('gives pg-boss the retry settings of each declaration', () => {
    const retries = Object.fromEntries(
      queuedJobsOf(BACKGROUND_JOBS).map((job) => [job.name, sendOptionsOf(job)]),
    );
    const times = (retryLimit: number) => ({ retryLimit, retryDelay: 5, retryBackoff: true });
    expect(retries).toEqual({
      'audience-count': times(3),
      'suppression-import': times(5),
      'data-enrichment': times(5),
      'opt-out-redact': times(5),
      'resolve-visits': times(5),
      'deliver-leads': times(5),
      'send-pending-mail': times(5),
      'lead-rescore': times(5),
      'held-leads-alert': times(5),
      'payment-failed-mail': times(5),
      'wallet-check': times(3),
      'wallet-mail': times(5),
      'prepaid-pool': times(5),
    });
  });

  it('types each send from its declaration (a declaration widened to any payload would fail here)', async () => {
    const sent: unknown[] = [];
    const queue: JobQueue = { send: async (job, payload) => void sent.push([job.name, payload]) };
    await queue.send(deliverLeadsJob, { campaignId: 1 });
    // @ts-expect-error deliver-leads takes a campaignId
    await queue.send(deliverLeadsJob, { id: 1 });
    // @ts-expect-error audience-count takes a numeric id
    await queue.send(audienceCountJob, { id: '1' });
    expect(sent).toHaveLength(3);
  });
});
