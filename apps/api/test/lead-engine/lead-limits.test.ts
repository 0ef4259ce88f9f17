// Lead limits through the pipeline (part 2 §3 "Cost module": LimitLead per LimitLeadFreq): a batch
// reads the leads so far in each limited campaign's period in one statement, test leads left out,
// and makes leads until the limit, then refuses the rest as 'limit-reached'.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
const BETA_PAGE = 'https://beta-client.example.com/';

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

const outcomes = async (campaignId: number) =>
  (await k.visitsOf(campaignId)).map((visit) => visit.reason ?? visit.status);

describe('lead limits in one batch', () => {
  it('counts each limited campaign its own period, leaves out tests, and stops each at its limit', async () => {
    const daily = await k.campaignId('10000001');
    const monthly = await k.campaignId('10000002');
    await test.ctx.db
      .update(campaigns)
      .set({ limitLead: 2, limitLeadFreq: 'day' })
      .where(eq(campaigns.id, daily));
    await test.ctx.db
      .update(campaigns)
      .set({ limitLead: 3, limitLeadFreq: 'month' })
      .where(eq(campaigns.id, monthly));
    // Two leads of the monthly campaign earlier this period, and a test lead that does not count.
    await test.ctx.db.execute(sql`
      insert into leads (campaign_id, company_id, module, person_key, source, created_at)
      select id, company_id, module, 'earlier-' || n, case when n = 3 then 'test' else 'pixel' end, now()
      from campaigns, generate_series(1, 3) n where id = ${monthly}`);

    for (let index = 0; index < 4; index++) {
      await k.send(k.view('10000001', `daily-${index}`), { ip: `10.42.0.${index + 1}` });
      await k.send(k.view('10000002', `monthly-${index}`, BETA_PAGE), { ip: `10.43.0.${index + 1}` });
    }
    // One resolution run: both campaigns' visits are decided together.
    await requestResolution(test.ctx);
    await test.jobsIdle();

    expect(await outcomes(daily)).toEqual(['lead', 'lead', 'limit-reached', 'limit-reached']);
    expect(await outcomes(monthly)).toEqual(['lead', 'limit-reached', 'limit-reached', 'limit-reached']);
  });
});
