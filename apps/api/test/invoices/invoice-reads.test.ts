// The invoice read calls (issue 15 item 7): who reads which invoice, wholesale and margin never to a
// client, the CSVs, an agency's margins by client and module, and bad or foreign ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { issueInvoice } from '../../src/modules/invoices/issue-invoice.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { issueClientInvoice, lineageOf } from './invoice-kit.ts';

let test: TestApp;
const ids = { acmeClientPaid: 0, acmeClientFailed: 0, acmeAgency: 0, betaClient: 0, acmeTwoLines: 0 };
let company: Record<'root' | 'acme' | 'acmeClient' | 'beta' | 'betaClient', number>;
const tokens: Record<string, string> = {};

async function get(who: string, url: string) {
  tokens[who] ??= await test.signIn(who);
  return test.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who] as string) });
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  company = {
    root: (await companyOf(db, 'root@demo.test')).id,
    acme: (await companyOf(db, 'agency@demo.test')).id,
    acmeClient: (await companyOf(db, 'client@demo.test')).id,
    beta: (await companyOf(db, 'agency2@demo.test')).id,
    betaClient: (await companyOf(db, 'client2@demo.test')).id,
  };
  // Acme's client: one paid (100.00 retail, 60.00 wholesale), one failed.
  ids.acmeClientPaid = (await issueClientInvoice(db, company.acmeClient, 10_000, 6_000)).id;
  expect((await chargeInvoice(test.ctx, ids.acmeClientPaid, 'run')).outcome).toBe('paid');
  ids.acmeClientFailed = (await issueClientInvoice(db, company.acmeClient, 2_500, 1_000)).id;
  await db
    .update(invoices)
    .set({ status: 'failed', lastError: 'Your card was declined.', attempts: 1 })
    .where(eq(invoices.id, ids.acmeClientFailed));
  // Two modules on one invoice, for the margin by module.
  const { agency, rootId } = await lineageOf(db, company.acmeClient);
  ids.acmeTwoLines = (
    await issueInvoice(db, {
      billingKey: `test:two-lines:${Date.now()}`,
      level: 'client',
      payerCompanyId: company.acmeClient,
      payeeCompanyId: agency.id,
      agencyCompanyId: agency.id,
      rootCompanyId: rootId,
      term: 'Monthly',
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
      timezone: 'America/Chicago',
      external: false,
      lines: [
        {
          campaignId: null,
          module: 'locator',
          kind: 'minimum',
          description: 'Platform fee per month',
          quantity: 1,
          unitCents: 5_000,
          amountCents: 5_000,
          wholesaleCents: 3_000,
        },
        {
          campaignId: null,
          module: 'local',
          kind: 'leads',
          description: 'Leads',
          quantity: 4,
          unitCents: 250,
          amountCents: 1_000,
          wholesaleCents: 400,
        },
      ],
    })
  ).id;
  // What Acme owes the platform.
  ids.acmeAgency = (
    await issueInvoice(db, {
      billingKey: `test:agency:${Date.now()}`,
      level: 'agency',
      payerCompanyId: agency.id,
      payeeCompanyId: rootId,
      agencyCompanyId: agency.id,
      rootCompanyId: rootId,
      term: 'Weekly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-23',
      timezone: 'America/Chicago',
      external: false,
      lines: [
        {
          campaignId: null,
          module: 'local',
          kind: 'minimum',
          description: 'Wholesale minimum',
          quantity: 1,
          unitCents: 7_000,
          amountCents: 7_000,
          wholesaleCents: 0,
        },
      ],
    })
  ).id;
  ids.betaClient = (await issueClientInvoice(db, company.betaClient, 4_000, 1_500)).id;
});
afterAll(() => test.close());

const listIds = (body: { data: { id: number }[] }) => body.data.map((row) => row.id).sort((a, b) => a - b);

describe('GET /invoices: who reads which', () => {
  it('a client reads only its own invoices, never wholesale or margin', async () => {
    const response = await get('client@demo.test', '/invoices');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.viewer).toBe('client');
    expect(listIds(body)).toEqual(
      [ids.acmeClientPaid, ids.acmeClientFailed, ids.acmeTwoLines].sort((a, b) => a - b),
    );
    for (const row of body.data) {
      expect(row).not.toHaveProperty('wholesale_cents');
      expect(row).not.toHaveProperty('margin_cents');
    }
    expect(response.body).not.toContain('wholesale');
  });

  it('an agency reads its clients’ invoices with their margin and its own agency-level ones', async () => {
    const body = (await get('agency@demo.test', '/invoices')).json();
    expect(body.viewer).toBe('agency');
    expect(listIds(body)).toEqual(
      [ids.acmeClientPaid, ids.acmeClientFailed, ids.acmeTwoLines, ids.acmeAgency].sort((a, b) => a - b),
    );
    const paid = body.data.find((row: { id: number }) => row.id === ids.acmeClientPaid);
    expect(paid).toMatchObject({
      status: 'paid',
      total_cents: 10_000,
      wholesale_cents: 6_000,
      margin_cents: 4_000,
    });
    const own = body.data.find((row: { id: number }) => row.id === ids.acmeAgency);
    expect(own).toMatchObject({ level: 'agency', total_cents: 7_000, payer_company_id: company.acme });
    expect(own).not.toHaveProperty('margin_cents');
    // Newest first.
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(
      [...body.data.map((row: { id: number }) => row.id)].sort((a, b) => b - a),
    );
  });

  it('platform staff read every invoice of the platform', async () => {
    for (const who of ['root@demo.test', 'admin@demo.test']) {
      const body = (await get(who, '/invoices?PerPage=100')).json();
      expect(body.viewer).toBe('platform');
      expect(listIds(body)).toEqual(expect.arrayContaining(Object.values(ids)));
    }
  });

  it('sales people read none (403)', async () => {
    expect((await get('sales@demo.test', '/invoices')).statusCode).toBe(403);
    expect((await get('sales@demo.test', `/invoices/${ids.acmeClientPaid}`)).statusCode).toBe(403);
  });

  it('filters by status, level, payer, agency and period; a failed one carries its reason', async () => {
    const failed = (await get('agency@demo.test', '/invoices?status=failed')).json();
    expect(listIds(failed)).toEqual([ids.acmeClientFailed]);
    expect(failed.data[0].status_reason).toBe('Your card was declined.');
    expect(listIds((await get('agency@demo.test', '/invoices?level=agency')).json())).toEqual([
      ids.acmeAgency,
    ]);
    expect(listIds((await get('root@demo.test', `/invoices?payerID=${company.betaClient}`)).json())).toEqual([
      ids.betaClient,
    ]);
    expect(listIds((await get('root@demo.test', `/invoices?agencyID=${company.beta}`)).json())).toEqual([
      ids.betaClient,
    ]);
    expect(
      listIds((await get('agency@demo.test', '/invoices?from=2026-10-01&to=2026-10-31')).json()),
    ).toEqual([ids.acmeTwoLines]);
    // An agency filtering on another agency's client simply finds nothing of its own.
    expect((await get('agency@demo.test', `/invoices?payerID=${company.betaClient}`)).json().data).toEqual(
      [],
    );
  });

  it('pages with Page and PerPage', async () => {
    const body = (await get('agency@demo.test', '/invoices?PerPage=2&Page=2')).json();
    expect(body).toMatchObject({ current_page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(body.data).toHaveLength(2);
  });

  it.each([
    ['status=late', 'status'],
    ['level=root', 'level'],
    ['from=2026-13-01', 'from'],
    ['from=2026-11-02&to=2026-11-01', 'to'],
    ['payerID=2147483648', 'payerID'],
    ['payerID=9007199254740992', 'payerID'],
    ['PerPage=1000', 'PerPage'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const response = await get('agency@demo.test', `/invoices?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });
});

describe('GET /invoices/:invoiceID', () => {
  it('shows an agency the header, names, numbered lines with wholesale and margin, and attempts', async () => {
    const response = await get('agency@demo.test', `/invoices/${ids.acmeTwoLines}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invoice).toMatchObject({
      number: `INV-${String(ids.acmeTwoLines).padStart(6, '0')}`,
      payer_name: 'Acme Client Co',
      payee_name: expect.stringContaining('Acme'),
      period_start: '2026-10-01',
      period_end: '2026-11-01',
      total_cents: 6_000,
      wholesale_cents: 3_400,
      margin_cents: 2_600,
    });
    expect(body.lines.map((line: { line_no: number }) => line.line_no)).toEqual([1, 2]);
    expect(body.lines[0]).toMatchObject({ amount_cents: 5_000, wholesale_cents: 3_000, margin_cents: 2_000 });
    const paid = (await get('agency@demo.test', `/invoices/${ids.acmeClientPaid}`)).json();
    expect(paid.invoice.attempts).toBe(1);
    expect(paid.payment_attempts).toEqual([expect.objectContaining({ attempt_no: 1, status: 'succeeded' })]);
  });

  it('shows a client its invoice without wholesale anywhere', async () => {
    const response = await get('client@demo.test', `/invoices/${ids.acmeTwoLines}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('wholesale');
    expect(response.body).not.toContain('margin');
    expect(response.json().lines).toHaveLength(2);
  });

  it.each([
    ['client@demo.test', 'betaClient'],
    ['client@demo.test', 'acmeAgency'],
    ['agency@demo.test', 'betaClient'],
    ['agency2@demo.test', 'acmeClientPaid'],
    ['agency2@demo.test', 'acmeAgency'],
    ['client2@demo.test', 'acmeClientPaid'],
  ] as const)('%s reading %s answers 404, as do its CSV', async (who, invoice) => {
    expect((await get(who, `/invoices/${ids[invoice]}`)).statusCode).toBe(404);
    expect((await get(who, `/invoices/${ids[invoice]}/csv`)).statusCode).toBe(404);
  });

  it.each([
    ['2147483647', 404],
    ['2147483648', 422],
    ['9007199254740992', 422],
    ['0', 422],
    ['abc', 422],
  ])('id %s answers %i, never 500', async (id, status) => {
    expect((await get('root@demo.test', `/invoices/${id}`)).statusCode).toBe(status);
    expect((await get('root@demo.test', `/invoices/${id}/csv`)).statusCode).toBe(status);
  });

  it('a removed payer’s invoices stay readable above it, in its list and by id', async () => {
    // Removal is soft (issue 15 point 6): the client goes, its invoices stay for those above it.
    const removedAt = new Date();
    await test.ctx.db.update(companies).set({ removedAt }).where(eq(companies.id, company.acmeClient));
    try {
      expect((await get('agency@demo.test', `/invoices/${ids.acmeClientFailed}`)).statusCode).toBe(200);
      expect((await get('root@demo.test', `/invoices/${ids.acmeClientFailed}`)).statusCode).toBe(200);
      const listed = await get('agency@demo.test', '/invoices?level=client');
      expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(ids.acmeClientFailed);
    } finally {
      await test.ctx.db
        .update(companies)
        .set({ removedAt: null })
        .where(eq(companies.id, company.acmeClient));
    }
  });
});

describe('CSV downloads', () => {
  it('the list: an agency’s has wholesale and margin columns', async () => {
    const response = await get('agency@demo.test', '/invoices/csv?level=client');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = response.body.trim().split('\n');
    expect(header).toBe(
      'Invoice,Level,Payer,Payee,Term,Period start,Period end,Status,Total,Refunded,Refunded on,Wholesale,Margin',
    );
    expect(rows).toHaveLength(3);
    const paid = rows.find((row) => row.startsWith(`INV-${String(ids.acmeClientPaid).padStart(6, '0')}`));
    expect(paid).toContain('Paid,100.00,,,60.00,40.00');
    const failed = rows.find((row) => row.startsWith(`INV-${String(ids.acmeClientFailed).padStart(6, '0')}`));
    expect(failed).toContain('Failed: Your card was declined.,25.00,,,10.00,15.00');
  });

  it('the list: a client’s has no wholesale column', async () => {
    const response = await get('client@demo.test', '/invoices/csv');
    const [header, ...rows] = response.body.trim().split('\n');
    expect(header).toBe(
      'Invoice,Level,Payer,Payee,Term,Period start,Period end,Status,Total,Refunded,Refunded on',
    );
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes(',Paid,'))).toMatch(/,Paid,100\.00,,$/);
  });

  it('one invoice: its numbered lines', async () => {
    const agency = await get('agency@demo.test', `/invoices/${ids.acmeTwoLines}/csv`);
    expect(agency.headers['content-disposition']).toContain(
      `INV-${String(ids.acmeTwoLines).padStart(6, '0')}.csv`,
    );
    expect(agency.body.trim().split('\n')).toEqual([
      'Line,Description,Campaign,Module,Quantity,Unit price,Amount,Wholesale,Margin',
      '1,Platform fee per month,,Search ID,1,50.00,50.00,30.00,20.00',
      '2,Leads,,Site ID,4,2.50,10.00,4.00,6.00',
    ]);
    const client = await get('client@demo.test', `/invoices/${ids.acmeTwoLines}/csv`);
    expect(client.body.trim().split('\n')).toEqual([
      'Line,Description,Campaign,Module,Quantity,Unit price,Amount',
      '1,Platform fee per month,,Search ID,1,50.00,50.00',
      '2,Leads,,Site ID,4,2.50,10.00',
    ]);
  });
});

describe('GET /invoices/margins', () => {
  it('sums an agency’s retail, wholesale and margin by client and module', async () => {
    const response = await get('agency@demo.test', '/invoices/margins');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.agency_company_id).toBe(company.acme);
    const local = body.rows.find((row: { module: string }) => row.module === 'local');
    const locator = body.rows.find((row: { module: string }) => row.module === 'locator');
    // local: 100.00 + 25.00 + 10.00 retail, 60.00 + 10.00 + 4.00 wholesale.
    expect(local).toMatchObject({
      client_company_id: company.acmeClient,
      client_name: 'Acme Client Co',
      retail_cents: 13_500,
      wholesale_cents: 7_400,
      margin_cents: 6_100,
    });
    expect(locator).toMatchObject({ retail_cents: 5_000, wholesale_cents: 3_000, margin_cents: 2_000 });
    expect(body.totals).toEqual({ retail_cents: 18_500, wholesale_cents: 10_400, margin_cents: 8_100 });
    // Its own agency-level invoice is no margin.
    expect(body.rows).toHaveLength(2);
  });

  it('narrows to a period range', async () => {
    const body = (await get('agency@demo.test', '/invoices/margins?from=2026-10-01&to=2026-10-31')).json();
    expect(body.totals).toEqual({ retail_cents: 6_000, wholesale_cents: 3_400, margin_cents: 2_600 });
  });

  it('platform staff name the agency; a client is refused; another agency’s id answers 404', async () => {
    const beta = (await get('root@demo.test', `/invoices/margins?agencyID=${company.beta}`)).json();
    expect(beta.totals).toEqual({ retail_cents: 4_000, wholesale_cents: 1_500, margin_cents: 2_500 });
    const missing = await get('root@demo.test', '/invoices/margins');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('agencyID');
    expect((await get('root@demo.test', `/invoices/margins?agencyID=${company.acmeClient}`)).statusCode).toBe(
      404,
    );
    expect((await get('client@demo.test', '/invoices/margins')).statusCode).toBe(403);
    expect((await get('agency2@demo.test', `/invoices/margins?agencyID=${company.acme}`)).statusCode).toBe(
      404,
    );
    expect((await get('agency@demo.test', '/invoices/margins?agencyID=2147483648')).statusCode).toBe(422);
  });
});
