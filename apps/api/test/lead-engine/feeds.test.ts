// The provider feeds (issue 6 point 3) and "integration tests that drive … → lead for each module":
// Search ID gets the people searching its keywords, Enhance ID the same with the consumer
// attributes it chose, B2B ID business contacts; a slot is fed once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads, visits } from '../../src/db/schema/index.ts';
import { runAudienceFeeds } from '../../src/modules/lead-engine/feed-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const ids: Record<'locator' | 'enhance' | 'b2b', number> = { locator: 0, enhance: 0, b2b: 0 };
// Two hours of five-minute slots: enough for the small test graph to produce leads in each module.
const WINDOW = { from: new Date('2026-06-15T12:00:00Z'), to: new Date('2026-06-15T14:00:00Z') };

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  const client = await companyOf(test.ctx.db, 'client@demo.test');
  const base = {
    companyId: client.id,
    status: 'active' as const,
    costPerLeadCents: 120,
    reidentificationType: '1 week',
  };
  const rows = await test.ctx.db
    .insert(campaigns)
    .values([
      {
        ...base,
        leadspeekApiId: '41000001',
        module: 'locator',
        campaignName: 'Dentists',
        locatorKeyword: ['dentist near me'],
        nationalTargeting: true,
      },
      {
        ...base,
        leadspeekApiId: '41000002',
        module: 'enhance',
        campaignName: 'Enhanced',
        locatorKeyword: ['dentist'],
        targeting: { kind: 'enhance', attributes: ['age', 'income'] },
      },
      {
        ...base,
        leadspeekApiId: '41000003',
        module: 'b2b',
        campaignName: 'B2B',
        targeting: { kind: 'b2b', industries: [], jobTitles: [], companySizes: [] },
      },
    ])
    .returning();
  for (const row of rows) ids[row.module as keyof typeof ids] = row.id;
});
afterAll(() => test.close());

const leadsOf = (campaignId: number) =>
  test.ctx.db.select().from(leads).where(eq(leads.campaignId, campaignId));

describe('provider feeds', () => {
  it('queue the matches of each running campaign and turn them into leads of its module', async () => {
    const queued = await runAudienceFeeds(test.ctx, WINDOW);
    expect(queued).toBeGreaterThan(0);
    await test.jobsIdle();

    const search = await leadsOf(ids.locator);
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((lead) => lead.source === 'search' && lead.keyword === 'dentist near me')).toBe(true);
    expect(search.every((lead) => lead.priceCents === 120 && lead.companyName === null)).toBe(true);

    const enhanced = await leadsOf(ids.enhance);
    expect(enhanced.length).toBeGreaterThan(0);
    expect(enhanced.every((lead) => Object.keys(lead.attributes).sort().join() === 'age,income')).toBe(true);

    const business = await leadsOf(ids.b2b);
    expect(business.length).toBeGreaterThan(0);
    expect(business.every((lead) => lead.companyName && lead.jobTitle && lead.businessEmail)).toBe(true);
  });

  it('a person found twice in the window is one lead (re-identification)', async () => {
    const fed = await test.ctx.db.select().from(visits).where(eq(visits.campaignId, ids.b2b));
    const people = new Set(fed.map((visit) => visit.personKey));
    expect(await leadsOf(ids.b2b)).toHaveLength(people.size);
  });

  it('feeding the same slot again queues nothing', async () => {
    const before = await test.ctx.db.select().from(visits);
    expect(await runAudienceFeeds(test.ctx, WINDOW)).toBe(0);
    expect(await test.ctx.db.select().from(visits)).toHaveLength(before.length);
  });

  it('a paused campaign is not fed', async () => {
    await test.ctx.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, ids.b2b));
    const later = { from: WINDOW.to, to: new Date(WINDOW.to.getTime() + 3_600_000) };
    await runAudienceFeeds(test.ctx, later);
    const fed = await test.ctx.db
      .select()
      .from(visits)
      .where(and(eq(visits.campaignId, ids.b2b), eq(visits.occurredAt, later.from)));
    expect(fed).toHaveLength(0);
  });
});
