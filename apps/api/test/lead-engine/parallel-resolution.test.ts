// Resolution decides several batches at once, each over its own share of the campaigns
// (RESOLVE_PARALLEL): a person whose visits reach two campaigns of one client, decided at the same
// moment by two batches, is still one lead there (re-identification over all the client's campaigns),
// and every visit is decided once.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads, visits } from '../../src/db/schema/index.ts';
import { resolveQueuedVisits } from '../../src/modules/lead-engine/resolve-visits.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let first = 0;
let second = 0;
let client = 0;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000', RESOLVE_PARALLEL: '2' });
  first = await k.campaignId('10000001');
  const { rows } = await test.ctx.db.execute<{ company_id: number }>(
    sql`select company_id from campaigns where id = ${first}`,
  );
  client = rows[0]?.company_id ?? 0;
  // A second campaign of the same client in the other share (ids of the other parity).
  for (let attempt = 0; second === 0 || second % 2 === first % 2; attempt += 1)
    second = (await insertDemoCampaign(test.ctx.db, `1777${attempt}`)).id;
  // Re-identification over every campaign of the client: one person, one lead there.
  await test.ctx.db
    .update(campaigns)
    .set({ applyReidentificationAll: true })
    .where(inArray(campaigns.id, [first, second]));
});
afterAll(() => test.close());

describe('batches decided at once', () => {
  it('make one lead of a person seen on two campaigns of one client, and decide every visit once', async () => {
    const people = 6;
    await test.ctx.db.insert(visits).values(
      [first, second].flatMap((campaignId) =>
        Array.from({ length: people }, (_, index) => ({
          campaignId,
          companyId: client,
          source: 'pixel' as const,
          visitorId: `seen-twice-${index}`,
          pageUrl: 'http://localhost:3000/demo-site/',
          ip: `10.9.0.${index + 1}`,
          userAgent: 'Mozilla/5.0 Chrome/131.0',
        })),
      ),
    );
    await resolveQueuedVisits(test.ctx);

    const decided = await test.ctx.db
      .select({ status: visits.status, reason: visits.reason, personKey: visits.personKey })
      .from(visits)
      .where(inArray(visits.campaignId, [first, second]));
    expect(decided.filter((visit) => visit.status === 'queued')).toEqual([]);
    const made = await test.ctx.db
      .select({ personKey: leads.personKey })
      .from(leads)
      .where(inArray(leads.campaignId, [first, second]));
    expect(made).toHaveLength(people);
    expect(new Set(made.map((lead) => lead.personKey)).size).toBe(people);
    expect(decided.filter((visit) => visit.reason === 'reidentified')).toHaveLength(people);
  });
});
