// The queued job that turns queued visits into leads. Whoever queues visits (the pixel's ingestion,
// the provider feeds, the test lead) asks for it; one run drains every queued visit in batches, so
// many requests need no more than a few runs. pg-boss retries a failed run; batches are idempotent.
import type { AppContext } from '../../app-context.ts';
import type { QueuedJob } from '../../platform/queue.ts';
import { resolveQueuedVisits } from './resolve-visits.ts';

export const RESOLVE_VISITS_JOB = 'resolve-visits';

/** Asks a worker to resolve the queued visits (after the visits' insert has committed). */
export const requestResolution = (ctx: AppContext) => ctx.queue.send(RESOLVE_VISITS_JOB, {});

export const resolveVisitsJob: QueuedJob = {
  name: RESOLVE_VISITS_JOB,
  retryLimit: 5,
  async run(ctx) {
    await resolveQueuedVisits(ctx);
  },
};
