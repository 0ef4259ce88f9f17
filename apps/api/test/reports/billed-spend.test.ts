// Issue 23 item 5: a client's spend agrees with its invoices. The dashboard chart's billed_spend is
// what was invoiced for periods starting in the range (the invoice list's own filter) plus what the
// billing run will invoice and has not yet: before a run it is all "not invoiced yet", after the run
// the ended week moves to "invoiced" and equals the invoice list's totals, for several ranges.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import { addCampaign, addCharges, noCampaignsBilling, setRootCosts } from '../billing-runs/billing-kit.ts';
import { companyOf } from '../demo-lookup.ts';
import { lineageOf } from '../invoices/invoice-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let client: number;
let token: string;
const now = new Date();
// Weeks are Monday-start local weeks in the campaign's zone (UTC here, as the dashboard's X-Timezone).
const today = DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('day');
const thisWeek = today.startOf('week');
const lastWeek = thisWeek.minus({ weeks: 1 });
const iso = (day: DateTime) => day.toISODate() ?? '';
const at = (day: DateTime, hours: number) => day.plus({ hours }).toJSDate();

beforeAll(async () => {
  test = await createTestApp();
  client = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  await setRootCosts(test.ctx.db, (await lineageOf(test.ctx.db, client)).rootId, {
    platformFee: '40.00',
    min: '20.00',
    cpl: '1.00',
  });
  await noCampaignsBilling(test.ctx.db);
  token = await test.signIn('client@demo.test');
  // Activated last Monday: set-up fee $100 in last week, $50 platform fee per week, $3 a lead.
  const campaign = await addCampaign(test.ctx.db, client, {
    activatedAt: at(lastWeek, 1),
    timezone: 'UTC',
  });
  await addCharges(test.ctx.db, client, campaign, [at(lastWeek, 2), at(lastWeek, 30), at(lastWeek, 100)]);
  // Leads of this week so far (at most now).
  await addCharges(test.ctx.db, client, campaign, [
    new Date(Math.max(at(thisWeek, 0).getTime(), now.getTime() - 60_000)),
  ]);
});
afterAll(() => test.close());

const get = async (url: string) => {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...bearer(token), 'x-timezone': 'UTC' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const spendOf = async (from: string, to: string) =>
  (await get(`/leadspeek/report/chart/all/${client}/${client}/${from}/${to}`)).billed_spend as {
    invoiced_cents: number;
    not_invoiced_cents: number;
  };
const invoiceTotal = async (from: string, to: string) =>
  (await get(`/invoices?from=${from}&to=${to}&PerPage=100`)).data
    .filter((invoice: { status: string }) => invoice.status !== 'void')
    .reduce((sum: number, invoice: { total_cents: number }) => sum + invoice.total_cents, 0);

const LAST_WEEK = 10_000 + 5_000 + 3 * 300; // set-up fee, platform fee per week, 3 leads
const THIS_WEEK = 5_000 + 300; // platform fee per week, 1 lead

describe("the client's dashboard spend agrees with its invoices", () => {
  const ranges = () => [
    ['both weeks', iso(lastWeek), iso(today)],
    ['last week', iso(lastWeek), iso(lastWeek.plus({ days: 6 }))],
    ['this week', iso(thisWeek), iso(today)],
    ['the week before', iso(lastWeek.minus({ weeks: 1 })), iso(lastWeek.minus({ days: 1 }))],
  ];

  it('before billing: nothing invoiced, every charge accrued is "not invoiced yet"', async () => {
    const expected: Record<string, number> = {
      'both weeks': LAST_WEEK + THIS_WEEK,
      'last week': LAST_WEEK,
      'this week': THIS_WEEK,
      'the week before': 0,
    };
    for (const [name, from, to] of ranges()) {
      expect(await spendOf(from as string, to as string), name).toEqual({
        invoiced_cents: await invoiceTotal(from as string, to as string),
        not_invoiced_cents: expected[name as string],
      });
    }
    expect(await invoiceTotal(iso(lastWeek), iso(today))).toBe(0);
  });

  it('after the billing run: the ended week is invoiced, equal to the invoice list for each range', async () => {
    const run = await runBilling(test.ctx, { now, concurrency: 1 });
    expect(run.invoicesIssued).toBe(1);
    expect(await invoiceTotal(iso(lastWeek), iso(today))).toBe(LAST_WEEK);
    const expectedNotInvoiced: Record<string, number> = {
      'both weeks': THIS_WEEK,
      'last week': 0,
      'this week': THIS_WEEK,
      'the week before': 0,
    };
    for (const [name, from, to] of ranges()) {
      const spend = await spendOf(from as string, to as string);
      expect(spend.invoiced_cents, name).toBe(await invoiceTotal(from as string, to as string));
      expect(spend.not_invoiced_cents, name).toBe(expectedNotInvoiced[name as string]);
    }
    // The whole spend did not change by being invoiced.
    const both = await spendOf(iso(lastWeek), iso(today));
    expect(both.invoiced_cents + both.not_invoiced_cents).toBe(LAST_WEEK + THIS_WEEK);
  });
});
