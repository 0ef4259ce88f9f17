import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from './app-context.ts';
import { defineJob, JobPayloadInvalid, runQueuedJob } from './define-job.ts';
import { createInProcessQueue } from './queue.ts';

const noContext = () => ({}) as AppContext;

/** A job that records each payload it runs on. */
function noteJob() {
  const ran: { id: number }[] = [];
  const job = defineJob({
    name: 'note',
    payload: z.object({ id: z.number().int().positive() }),
    retry: { limit: 2 },
    run: async (_ctx, payload) => void ran.push(payload),
  });
  return { job, ran };
}

describe('in-process job queue (API tests)', () => {
  it('runs a sent job after the sender returns, and idle() waits for it', async () => {
    const { job, ran } = noteJob();
    const queue = createInProcessQueue([job], noContext);
    await queue.send(job, { id: 1 });
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual([{ id: 1 }]);
  });

  it('refuses a job that is not in its list (no worker would ever run it)', async () => {
    const { job } = noteJob();
    const queue = createInProcessQueue([], noContext);
    await expect(queue.send(job, { id: 1 })).rejects.toThrow('No queued job named note');
  });

  it('reports a failing job without breaking idle()', async () => {
    const errors: unknown[] = [];
    const job = defineJob({
      name: 'fail',
      payload: z.object({}),
      retry: { limit: 1 },
      run: async () => Promise.reject(new Error('boom')),
    });
    const queue = createInProcessQueue([job], noContext, (error) => errors.push(error));
    await queue.send(job, {});
    await queue.idle();
    expect(errors).toHaveLength(1);
  });
});

describe('a job payload (declared once, with its zod schema)', () => {
  it('refuses a malformed payload when sent: nothing is queued and nothing runs', async () => {
    const { job, ran } = noteJob();
    const errors: unknown[] = [];
    const queue = createInProcessQueue([job], noContext, (error) => errors.push(error));
    // @ts-expect-error the id is a number: a wrong payload does not compile
    await expect(queue.send(job, { id: 'seven' })).rejects.toThrow(JobPayloadInvalid);
    // @ts-expect-error a payload without its id does not compile either
    await expect(queue.send(job, {})).rejects.toThrow('Job note refused its payload (id:');
    await queue.idle();
    expect(ran).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is parsed before the job runs, so a malformed one from the queue fails with no work done', async () => {
    const { job, ran } = noteJob();
    // What a worker may read: a job queued by hand, or by an older version with another shape.
    for (const stored of [{ id: '7' }, { id: -1 }, null, 'text', { campaignId: 7 }]) {
      await expect(runQueuedJob(job, noContext(), stored)).rejects.toThrow(JobPayloadInvalid);
    }
    expect(ran).toEqual([]);
    // Keys the schema does not know (from older senders) are dropped, not refused.
    await runQueuedJob(job, noContext(), { id: 7, origin: 'https://old.example' });
    expect(ran).toEqual([{ id: 7 }]);
  });

  it('types the send from the declaration: no job is sent by its name', async () => {
    const { job } = noteJob();
    const other = defineJob({
      name: 'other',
      payload: z.object({ campaignId: z.number() }),
      retry: { limit: 1 },
      run: async () => {},
    });
    const queue = createInProcessQueue([job, other], noContext);
    // @ts-expect-error a job name string is not a job
    await expect(queue.send('note', { id: 1 })).rejects.toThrow();
    // @ts-expect-error another job's payload does not fit this job
    await expect(queue.send(job, { campaignId: 1 })).rejects.toThrow(JobPayloadInvalid);
    // @ts-expect-error nor does an extra key
    await queue.send(other, { campaignId: 1, id: 2 });
    await queue.idle();
  });
});
