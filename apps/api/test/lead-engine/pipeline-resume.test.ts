// A worker's start goes on with what a crash left half way (issue 28 item 2): a lead written but not
// delivered is delivered at once, where the minute's sweep waits until it is a minute old (a younger
// one may still be on its way).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema/index.ts';
import { resumeLeadPipeline, sweepLeadPipeline } from '../../src/modules/lead-engine/sweep-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

describe('after a crash between a lead and its delivery', () => {
  it('the sweep leaves a young undelivered lead alone; a worker’s start delivers it at once', async () => {
    const campaign = await k.campaignId('10000001');
    expect((await k.send(k.view('10000001', 'resume-visitor'))).statusCode).toBe(204);
    await test.jobsIdle();
    const [lead] = await k.leadsOf(campaign);
    if (!lead) throw new Error('the page view made no lead');
    // As if the process died after writing the lead and before delivering it.
    await test.ctx.db.update(leads).set({ deliveredAt: null }).where(eq(leads.id, lead.id));

    await sweepLeadPipeline(test.ctx);
    await test.jobsIdle();
    const swept = await k.leadsOf(campaign);
    expect(swept.find((row) => row.id === lead.id)?.deliveredAt).toBeNull();

    await resumeLeadPipeline(test.ctx);
    await test.jobsIdle();
    const resumed = await k.leadsOf(campaign);
    expect(resumed.find((row) => row.id === lead.id)?.deliveredAt).not.toBeNull();
  });
});
