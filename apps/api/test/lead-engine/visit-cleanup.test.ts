// visits.campaign_id has no foreign key (ingestion speed, see the schema): a trigger removes a
// deleted campaign's visits, also when its company goes, and the resolver rejects a visit whose
// campaign has gone (issue 6 point 4: campaign dates and status).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, visits } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
const BETA_PAGE = 'https://beta-client.example.com/pricing';
let acme = 0;
let beta = 0;
beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
  beta = await k.campaignId('10000002');
  for (const visitor of ['a1', 'a2']) await k.send(k.view('10000001', visitor));
  await k.send(k.view('10000002', 'b1', BETA_PAGE));
  await test.jobsIdle();
});
afterAll(() => test.close());

describe('visits of a campaign that has gone', () => {
  it('a visit whose campaign no longer exists is rejected, not made a lead', async () => {
    const [orphan] = await test.ctx.db
      .insert(visits)
      .values({
        campaignId: 999_999,
        companyId: 1,
        visitorId: 'orphan',
        pageUrl: 'https://gone.example.com/',
      })
      .returning({ id: visits.id });
    await requestResolution(test.ctx);
    await test.jobsIdle();
    const [row] = await test.ctx.db
      .select()
      .from(visits)
      .where(eq(visits.id, orphan?.id ?? 0));
    expect(row).toMatchObject({ status: 'rejected', reason: 'campaign-not-running', leadId: null });
  });

  it('deleting a campaign deletes its visits and no others', async () => {
    expect(await k.visitsOf(acme)).toHaveLength(2);
    await test.ctx.db.delete(campaigns).where(eq(campaigns.id, acme));
    expect(await k.visitsOf(acme)).toEqual([]);
    expect(await k.visitsOf(beta)).toHaveLength(1);
  });

  it("deleting a company deletes its campaigns' visits", async () => {
    const [owner] = await test.ctx.db
      .select({ path: sql<string>`${companies.path}::text` })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(eq(campaigns.id, beta));
    // As removing an account does (companies/remove-account.ts): the company and everything below it.
    await test.ctx.db.execute(sql`delete from companies where path <@ ${owner?.path}::ltree`);
    expect(await k.visitsOf(beta)).toEqual([]);
  });
});
