// Issue 23 item 9: invoices show refunds. After half and after the whole of a paid invoice is refunded,
// its status reads Partly refunded / Refunded (never Paid) in the list, the detail and the CSV, and
// each refund is a line with its date and amount; for a client's invoice and an agency's invoice.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { issueAgencyInvoice, issueClientInvoice, lineageOf } from './invoice-kit.ts';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@demo.test');
});
afterAll(() => test.close());

let keys = 0;
const refund = async (invoiceId: number, amount: string) => {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/refund`,
    headers: bearer(admin),
    payload: { amount, idempotency_key: `refund-display-${++keys}-${Date.now()}` },
  });
  expect(response.statusCode).toBe(200);
};

const get = async (token: string, url: string) => {
  const response = await test.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response;
};
const csvRows = async (token: string, url: string) =>
  parse((await get(token, url)).body, { columns: true, bom: true }) as Record<string, string>[];

const today = () => new Date().toISOString().slice(0, 10);

type Case = { name: string; payer: string; paid: () => Promise<{ id: number; number: string }> };
const cases: Case[] = [
  {
    name: "a client's invoice",
    payer: 'client@demo.test',
    paid: async () => {
      const clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
      const invoice = await issueClientInvoice(test.ctx.db, clientId, 10_000, 6_000);
      expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
      return invoice;
    },
  },
  {
    name: "an agency's invoice",
    payer: 'agency@demo.test',
    paid: async () => {
      const clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
      const { agency, rootId } = await lineageOf(test.ctx.db, clientId);
      const invoice = await issueAgencyInvoice(test.ctx.db, agency.id, rootId, 10_000);
      expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
      return invoice;
    },
  },
];

describe.each(cases)('$name after half and after the whole is refunded', ({ payer, paid }) => {
  it('reads Partly refunded, then Refunded, with a refund line of date and amount everywhere', async () => {
    const invoice = await paid();
    const token = await test.signIn(payer);
    const listed = async () =>
      (await get(token, '/invoices?PerPage=100'))
        .json()
        .data.find((row: { id: number }) => row.id === invoice.id);

    expect(await listed()).toMatchObject({ status: 'paid', refunded_cents: 0, refunded_at: null });

    await refund(invoice.id, '50.00');
    expect(await listed()).toMatchObject({ status: 'paid', refunded_cents: 5_000 });
    expect((await listed()).refunded_at.slice(0, 10)).toBe(today());
    let detail = (await get(token, `/invoices/${invoice.id}`)).json();
    expect(detail.invoice.refunded_cents).toBe(5_000);
    expect(detail.refunds).toEqual([{ refunded_at: expect.stringMatching(today()), amount_cents: 5_000 }]);
    let listCsv = (await csvRows(token, '/invoices/csv')).find((row) => row.Invoice === invoice.number);
    expect(listCsv).toMatchObject({
      Status: 'Partly refunded',
      Total: '100.00',
      Refunded: '50.00',
      'Refunded on': today(),
    });
    let linesCsv = await csvRows(token, `/invoices/${invoice.id}/csv`);
    expect(linesCsv.at(-1)).toMatchObject({
      Line: '2',
      Description: `Refund on ${today()}`,
      Amount: '-50.00',
    });

    await refund(invoice.id, '50.00');
    detail = (await get(token, `/invoices/${invoice.id}`)).json();
    expect(detail.invoice.refunded_cents).toBe(10_000);
    expect(detail.refunds.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([5_000, 5_000]);
    listCsv = (await csvRows(token, '/invoices/csv')).find((row) => row.Invoice === invoice.number);
    expect(listCsv).toMatchObject({ Status: 'Refunded', Refunded: '100.00' });
    linesCsv = await csvRows(token, `/invoices/${invoice.id}/csv`);
    expect(linesCsv.map((row) => [row.Description, row.Amount])).toEqual([
      [expect.any(String), '100.00'],
      [`Refund on ${today()}`, '-50.00'],
      [`Refund on ${today()}`, '-50.00'],
    ]);
  });
});

it('an invoice never refunded keeps its plain status and empty refund cells', async () => {
  const token = await test.signIn('client@demo.test');
  const clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  const invoice = await issueClientInvoice(test.ctx.db, clientId, 4_000, 2_000);
  expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
  const row = (await csvRows(token, '/invoices/csv')).find((line) => line.Invoice === invoice.number);
  expect(row).toMatchObject({ Status: 'Paid', Refunded: '', 'Refunded on': '' });
  expect((await get(token, `/invoices/${invoice.id}`)).json().refunds).toEqual([]);
});
