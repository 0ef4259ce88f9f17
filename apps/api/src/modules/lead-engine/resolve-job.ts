// The queued job that turns queued visits into leads. Whoever queues visits (the pixel's ingestion,
// the provider feeds, the test lead) asks for it; one run drains every queued visit in batches, so
// many requests need no more than a few runs. pg-boss retries a failed run; batches are idempotent.
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/define-job.ts';
import { resolveQueuedVisits } from './resolve-visits.ts';

export const resolveVisitsJob = defineJob({
  name: 'resolve-visits',
  payload: z.object({}),
  retry: { limit: 5 },
  // A lead within a second of its page view (issue 24): no worker's poll on the way.
  startsAtOnce: true,
  async run(ctx) {
    await resolveQueuedVisits(ctx);
  },
});

/**
 * Asks a worker to resolve the queued visits (after the visits' insert has committed). A resolution
 * batch serves the page views of many requests, so it names none of them (null).
 */
export const requestResolution = (ctx: AppContext) => ctx.queue.send(resolveVisitsJob, {}, null);
