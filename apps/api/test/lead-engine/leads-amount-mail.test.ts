// The leads-amount notification (part 2 §3 campaign settings): when a delivery takes a campaign's
// billable leads from under its set amount to it or past it, its admin recipients get one mail with
// the total; later deliveries mail nobody, test leads never count, and the count reads no further
// than the amount needs (a campaign's whole history would grow with every lead it ever had).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
const ADMIN = 'amount-admin@example.test';
let campaign = 0;
let client = 0;
let made = 0;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  campaign = await k.campaignId('10000001');
  const [row] = await test.ctx.db
    .update(campaigns)
    .set({ leadsAmountNotification: 5, adminNotifyTo: [ADMIN], reportSentTo: [] })
    .where(eq(campaigns.id, campaign))
    .returning({ companyId: campaigns.companyId });
  client = row?.companyId ?? 0;
});
afterAll(() => test.close());

/** `count` new leads of the campaign (`source` 'test' for test leads), then one delivery run. */
async function arrive(count: number, source: 'pixel' | 'test' = 'pixel') {
  await test.ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key, first_name,
      last_name, email, source, price_cents)
    select ${campaign}, ${client}, 'local', 'amount-' || ${made} || '-' || n, 'Amy', 'Lead ' || n,
      'amount.' || ${made} || '.' || n || '@example.test', ${source}, 75
    from generate_series(1, ${count}) n`);
  made += count;
  while ((await deliverLeads(test.ctx, campaign)).delivered > 0) {}
}

const subjects = async () => (await k.mailsTo(ADMIN)).map((mail) => mail.subject);

describe('the leads-amount notification', () => {
  it('mails once, with the total, on the delivery that reaches the amount', async () => {
    await arrive(3);
    expect(await subjects()).toEqual([]);
    await arrive(10, 'test');
    expect(await subjects()).toEqual([]);
    await arrive(4);
    const [name] = (
      await test.ctx.db
        .select({ name: campaigns.campaignName })
        .from(campaigns)
        .where(eq(campaigns.id, campaign))
    ).map((row) => row.name);
    expect(await subjects()).toEqual([`${name} has reached 7 leads`]);
  });

  it('mails nobody again once the amount is behind', async () => {
    const before = await subjects();
    await arrive(6);
    await arrive(1);
    expect(await subjects()).toEqual(before);
  });
});
