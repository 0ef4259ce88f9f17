// Delivery mails from inside its transaction. The mailer must use that transaction's connection:
// when it asked the pool for a second one, a few delivery and alert jobs at once each held a
// connection and waited for another, and a pool of 4 deadlocked (held-leads.test.ts hung in CI).
// With a pool of ONE connection, delivery can only finish if it never asks for a second.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaigns, leads } from '../../src/db/schema/index.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);

beforeAll(async () => {
  test = await createTestApp({}, { poolSize: 1 });
});
afterAll(() => test.close());

it('delivers and mails the report on a pool of one connection', { timeout: 20_000 }, async () => {
  const campaignId = await k.campaignId('10000001');
  const [campaign] = await test.ctx.db
    .update(campaigns)
    .set({ reportSentTo: ['report-reader@demo.test'] })
    .where(eq(campaigns.id, campaignId))
    .returning();
  if (!campaign) throw new Error('no demo campaign');
  await test.ctx.db.insert(leads).values({
    campaignId,
    companyId: campaign.companyId,
    module: 'local',
    personKey: 'one-connection',
    email: 'p@x.test',
  });

  const run = await Promise.race([
    deliverLeads(test.ctx, campaignId),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('delivery waited for a second connection')), 10_000),
    ),
  ]);

  expect(run.delivered).toBeGreaterThanOrEqual(1);
  expect(await k.mailsTo('report-reader@demo.test')).toHaveLength(1);
});
