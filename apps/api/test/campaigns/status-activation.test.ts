// What starting a campaign needs (issue 5 point 2): a card on file for Weekly/Monthly/One Time (the
// client's, or with manual bill the agency owner's), for Prepaid the client's card or with manual bill
// a Data Wallet balance (issue 16), an end date not past in the campaign's zone, and the product still enabled.
// Every refusal is a 409 that leaves the campaign and the logs as they were.
import { type MessageKey, messages, refusalText } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, paymentCards } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
let savedCards: (typeof paymentCards.$inferSelect)[] = [];
beforeAll(async () => {
  test = await createTestApp();
  savedCards = await test.ctx.db.select().from(paymentCards);
});
afterAll(() => test.close());

// Each test starts from the demo state: both owners have cards, no manual bill, Site ID enabled.
beforeEach(async () => {
  const db = test.ctx.db;
  await db.delete(paymentCards);
  await db.insert(paymentCards).values(savedCards);
  const acme = await companyOf(db, 'agency@demo.test');
  const client = await companyOf(db, 'client@demo.test');
  await db.update(companies).set({ manualBill: false }).where(eq(companies.id, acme.id));
  await db.update(companies).set({ leadspeekType: 'local|locator' }).where(eq(companies.id, client.id));
});

const dropCardsOf = async (email: string) => {
  const user = await userNamed(test.ctx.db, email);
  await test.ctx.db.delete(paymentCards).where(eq(paymentCards.userId, user.id));
};
const setManualBill = async (on: boolean) => {
  const acme = await companyOf(test.ctx.db, 'agency@demo.test');
  await test.ctx.db.update(companies).set({ manualBill: on }).where(eq(companies.id, acme.id));
};

async function expectRefused(id: string, key: MessageKey) {
  const before = await k.row(id);
  const response = await k.activePause('agency@demo.test', id, 'active');
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(refusalText(messages[key], before?.status ?? 'draft'));
  expect(await k.row(id)).toEqual(before);
  expect(await k.logs(id)).toEqual([]);
}
const expectStarted = async (id: string) => {
  const response = await k.activePause('agency@demo.test', id, 'active');
  expect(response.statusCode).toBe(200);
  expect((await k.row(id))?.status).toBe('active');
};

describe('payment: card terms', () => {
  it.each(['Weekly', 'Monthly', 'One Time'])('%s with the client card on file starts', async (term) => {
    await expectStarted((await k.campaign('draft', { paymentTerm: term })).leadspeekApiId);
  });

  it.each(['Weekly', 'Monthly', 'One Time'])(
    '%s without a client card → 409 campaignNeedsCard',
    async (term) => {
      await dropCardsOf('client@demo.test');
      await expectRefused(
        (await k.campaign('paused', { paymentTerm: term })).leadspeekApiId,
        'campaignNeedsCard',
      );
    },
  );

  it('manual bill: the agency owner’s card counts, the client needs none', async () => {
    await setManualBill(true);
    await dropCardsOf('client@demo.test');
    await expectStarted((await k.campaign('draft')).leadspeekApiId);
  });

  it('manual bill without an agency owner card → 409 campaignNeedsAgencyCard, even with a client card', async () => {
    await setManualBill(true);
    await dropCardsOf('agency@demo.test');
    await expectRefused((await k.campaign('draft')).leadspeekApiId, 'campaignNeedsAgencyCard');
  });

  it('without manual bill the agency owner’s card does not stand in for the client’s', async () => {
    await dropCardsOf('client@demo.test');
    await expectRefused((await k.campaign('draft')).leadspeekApiId, 'campaignNeedsCard');
  });
});

describe('payment: Prepaid buys its leads up front (issue 16 point 4)', () => {
  it('manual bill without a Data Wallet balance → refused with the top-up message', async () => {
    await setManualBill(true);
    const campaign = await k.campaign('draft', { paymentTerm: 'Prepaid', leadsBuy: 10 });
    await expectRefused(campaign.leadspeekApiId, 'campaignNeedsWallet');
    expect(messages.campaignNeedsWallet).toContain('Top up the Data Wallet');
  });

  it('the client pays its pool by card: without a client card → campaignNeedsCard', async () => {
    await dropCardsOf('client@demo.test');
    const campaign = await k.campaign('draft', { paymentTerm: 'Prepaid', leadsBuy: 10 });
    await expectRefused(campaign.leadspeekApiId, 'campaignNeedsCard');
  });

  it('the client has a card: the campaign starts (its first pool is bought)', async () => {
    await expectStarted((await k.campaign('draft', { paymentTerm: 'Prepaid', leadsBuy: 10 })).leadspeekApiId);
  });
});

describe('end date in the campaign’s own zone', () => {
  it('an end date already past → 409 campaignEndDatePassed', async () => {
    await expectRefused(
      (await k.campaign('paused', { endDate: '2020-01-31' })).leadspeekApiId,
      'campaignEndDatePassed',
    );
  });

  it('an end date of today in the campaign zone still starts (it runs through the day)', async () => {
    const zone = 'Pacific/Kiritimati';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    await expectStarted((await k.campaign('draft', { endDate: today, timezone: zone })).leadspeekApiId);
  });
});

describe('product still enabled for the client', () => {
  it('Site ID switched off for the client → 409 campaignModuleDisabled', async () => {
    const client = await companyOf(test.ctx.db, 'client@demo.test');
    await test.ctx.db.update(companies).set({ leadspeekType: 'locator' }).where(eq(companies.id, client.id));
    await expectRefused((await k.campaign('draft')).leadspeekApiId, 'campaignModuleDisabled');
  });

  it('pausing needs none of it: a campaign without cards can still be paused', async () => {
    await dropCardsOf('client@demo.test');
    const campaign = await k.campaign('active', { paymentTerm: 'Prepaid', endDate: '2020-01-31' });
    const response = await k.activePause('agency@demo.test', campaign.leadspeekApiId, 'paused');
    expect(response.statusCode).toBe(200);
    expect((await k.row(campaign.leadspeekApiId))?.status).toBe('paused');
  });
});
