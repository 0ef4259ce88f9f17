// visits.campaign_id has no foreign key (ingestion speed, see the schema): a trigger removes a
// deleted campaign's visits, and the resolver rejects a visit whose campaign has gone (issue 6
// point 4). Campaigns and companies with money records are never deleted (issue 15 item 6).
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

  it('a campaign with leads and charges cannot be deleted (RESTRICT, issue 15 item 6); its visits stay', async () => {
    expect(await k.visitsOf(acme)).toHaveLength(2);
    await expect(test.ctx.db.delete(campaigns).where(eq(campaigns.id, acme))).rejects.toThrow();
    expect(await k.visitsOf(acme)).toHaveLength(2);
  });

  it('deleting a campaign without money records (a draft never run) still deletes its visits and no others', async () => {
    const [source] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, beta));
    if (!source) throw new Error('demo campaign missing');
    const [draft] = await test.ctx.db
      .insert(campaigns)
      .values({
        leadspeekApiId: '10009999',
        companyId: source.companyId,
        module: 'local',
        campaignName: 'Never run',
      })
      .returning({ id: campaigns.id });
    const draftId = draft?.id ?? 0;
    await test.ctx.db.insert(visits).values({
      campaignId: draftId,
      companyId: source.companyId,
      visitorId: 'draft-visitor',
      pageUrl: 'https://draft.example.com/',
    });
    expect(await k.visitsOf(draftId)).toHaveLength(1);
    await test.ctx.db.delete(campaigns).where(eq(campaigns.id, draftId));
    expect(await k.visitsOf(draftId)).toEqual([]);
    expect(await k.visitsOf(beta)).toHaveLength(1);
  });

  it('a company with leads and charges cannot be deleted (RESTRICT); removal is soft instead', async () => {
    const [owner] = await test.ctx.db
      .select({ path: sql<string>`${companies.path}::text` })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(eq(campaigns.id, beta));
    await expect(
      test.ctx.db.execute(sql`delete from companies where path <@ ${owner?.path}::ltree`),
    ).rejects.toThrow();
    expect(await k.visitsOf(beta)).toHaveLength(1);
  });
});
