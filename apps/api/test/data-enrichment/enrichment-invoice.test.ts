// Data enrichment on invoices (issue 27 item 2: "billed per matched row through the ledger … invoiced
// like leads"): the billing run puts each job that finished last month on a line (file, matched rows,
// matched × price) of the client's invoice from its agency and of the agency's invoice from the
// platform; a repeated run invoices nothing twice; another agency's invoices never show it; the
// journal, which the job posted chunk by chunk, agrees with what is unpaid once the invoices are paid.
import { ENRICHMENT_LIMITS, enrichmentInvoiceLine } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, enrichmentJobs } from '../../src/db/schema/index.ts';
import { runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import {
  expectMoneyConsistent,
  invoicesOf,
  noCampaignsBilling,
  sandboxChargesOf,
} from '../billing-runs/billing-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { CONTACTS_MAPPING, contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const MAPPING = CONTACTS_MAPPING;
const PRICE = 25;
const WHOLESALE = 8;
const DEFAULT = ENRICHMENT_LIMITS.defaultPriceCents;
// Jobs finish in October (UTC); the run on 1 November bills October.
const FINISHED = new Date('2026-10-15T12:00:00Z');
const NOW = new Date('2026-11-01T12:00:00Z');

type Job = { id: number; matched: number; file: string };
const jobs: Record<'acmeClient' | 'acme' | 'betaClient', Job> = {} as never;
const ids: Record<'acmeClient' | 'acme' | 'betaClient' | 'beta', number> = {} as never;

/** Uploads, previews and confirms a file as `email`, runs it and dates its finish in October. */
async function finishedJob(email: string, file: string, rows: number): Promise<Job> {
  const upload = await t.upload(email, contactsCsv(rows), { fileName: file });
  expect(upload.statusCode, upload.body).toBe(200);
  const { id } = upload.json() as { id: number };
  const preview = await t.preview(email, id, MAPPING);
  expect(preview.statusCode, preview.body).toBe(200);
  const confirmed = await t.confirm(email, id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await test.jobsIdle();
  await test.ctx.db.update(enrichmentJobs).set({ finishedAt: FINISHED }).where(eq(enrichmentJobs.id, id));
  const stored = await t.storedJob(id);
  expect(stored?.state).toBe('done');
  const matched = stored?.matchedRows ?? 0;
  expect(matched).toBeGreaterThan(0);
  return { id, matched, file: stored?.name ?? file };
}

const enrichmentInvoicesOf = (payerId: number) =>
  invoicesOf(test.ctx.db, sql`billing_key like 'enrichment:%' and payer_company_id = ${payerId}`);

async function enrichmentLinesOf(invoiceId: number) {
  const result = await test.ctx.db.execute<{
    description: string;
    quantity: number;
    unit_cents: number;
    amount_cents: number;
    wholesale_cents: number;
  }>(sql`
    select description, quantity, unit_cents::int, amount_cents::int, wholesale_cents::int
    from invoice_lines where invoice_id = ${invoiceId} and kind = 'enrichment' order by line_no`);
  return result.rows;
}

/** The invoice line of a job: its file and matched rows at `unit`, the platform's `wholesale` in it. */
const lineOfJob = (job: Job, unit: number, wholesale: number) => ({
  description: enrichmentInvoiceLine(job.file, job.matched),
  quantity: job.matched,
  unit_cents: unit,
  amount_cents: job.matched * unit,
  wholesale_cents: job.matched * wholesale,
});

const chargesOf = (invoiceId: number) => sandboxChargesOf(test.ctx.db, invoiceId);

beforeAll(async () => {
  test = await createTestApp();
  await noCampaignsBilling(test.ctx.db);
  ids.acmeClient = await t.companyId('client@demo.test');
  ids.acme = await t.companyId('agency@demo.test');
  ids.betaClient = await t.companyId('client2@demo.test');
  ids.beta = await t.companyId('agency2@demo.test');
  // The root charges Acme 8 cents a matched row; Acme charges its clients 25. Beta pays the root's price.
  const cost = await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${ids.acme}`, {
    costPerMatchCents: WHOLESALE,
  });
  expect(cost.statusCode, cost.body).toBe(200);
  const price = await t.call('agency@demo.test', 'PUT', '/data-enrichment/prices', {
    pricePerMatchCents: PRICE,
  });
  expect(price.statusCode, price.body).toBe(200);
  jobs.acmeClient = await finishedJob('client@demo.test', 'acme-client-contacts.csv', 1_500);
  jobs.acme = await finishedJob('agency@demo.test', 'acme-own-contacts.csv', 300);
  // Beta bills its clients itself (manual bill): it owes the platform their rows.
  await test.ctx.db.update(companies).set({ manualBill: true }).where(eq(companies.id, ids.beta));
  jobs.betaClient = await finishedJob('client2@demo.test', 'beta-client-contacts.csv', 400);
});
afterAll(async () => {
  await test.ctx.db.update(companies).set({ manualBill: false }).where(eq(companies.id, ids.beta));
  await test.close();
});

describe('the billing run after enrichment jobs', () => {
  it('invoices each job once: a line naming the file and its matched rows at the price, client and agency', async () => {
    const first = await runBilling(test.ctx, { now: NOW, concurrency: 1 });
    expect(first.invoicesIssued).toBe(4);

    // Acme's client: its invoice from Acme, 25 cents a matched row, the platform's 8 in it; charged.
    const [client] = await enrichmentInvoicesOf(ids.acmeClient);
    expect(client).toMatchObject({
      level: 'client',
      status: 'paid',
      billing_key: `enrichment:client:${ids.acmeClient}:Monthly:UTC:2026-10-01`,
      period_start: '2026-10-01',
      period_end: '2026-11-01',
      total_cents: jobs.acmeClient.matched * PRICE,
      wholesale_cents: jobs.acmeClient.matched * WHOLESALE,
    });
    if (!client) throw new Error('no client invoice');
    expect(await enrichmentLinesOf(client.id)).toEqual([lineOfJob(jobs.acmeClient, PRICE, WHOLESALE)]);
    expect(enrichmentInvoiceLine(jobs.acmeClient.file, jobs.acmeClient.matched)).toContain(
      'acme-client-contacts.csv',
    );
    expect(await chargesOf(client.id)).toHaveLength(1);

    // Acme's own job: its invoice from the platform at what Acme pays (8 cents).
    const [agency] = await enrichmentInvoicesOf(ids.acme);
    expect(agency).toMatchObject({
      level: 'agency',
      status: 'paid',
      total_cents: jobs.acme.matched * WHOLESALE,
      billing_key: `enrichment:agency:${ids.acme}:Monthly:UTC:2026-10-01`,
    });
    if (!agency) throw new Error('no agency invoice');
    expect(await enrichmentLinesOf(agency.id)).toEqual([lineOfJob(jobs.acme, WHOLESALE, 0)]);

    // Manual bill: Beta's client invoice is Beta's to collect; Beta pays the platform's price.
    const [betaClient] = await enrichmentInvoicesOf(ids.betaClient);
    expect(betaClient).toMatchObject({
      level: 'client',
      status: 'external',
      total_cents: jobs.betaClient.matched * DEFAULT,
    });
    if (!betaClient) throw new Error('no external client invoice');
    expect(await chargesOf(betaClient.id)).toHaveLength(0);
    const [beta] = await enrichmentInvoicesOf(ids.beta);
    expect(beta).toMatchObject({
      level: 'agency',
      status: 'paid',
      total_cents: jobs.betaClient.matched * DEFAULT,
    });
    if (!beta) throw new Error('no manual-bill agency invoice');
    expect((await enrichmentLinesOf(beta.id)).map((line) => line.description)).toEqual([
      expect.stringContaining('beta-client-contacts.csv'),
    ]);

    // The rows the jobs posted chunk by chunk are not posted again: receivables equal what is unpaid.
    await expectMoneyConsistent(test.ctx.db);
  });

  it('a repeated run invoices and charges nothing twice', async () => {
    const before = await invoicesOf(test.ctx.db, sql`billing_key like 'enrichment:%'`);
    const again = await runBilling(test.ctx, { now: NOW, concurrency: 1 });
    expect(again.invoicesIssued).toBe(0);
    const after = await invoicesOf(test.ctx.db, sql`billing_key like 'enrichment:%'`);
    expect(after).toEqual(before);
    for (const invoice of after.filter((row) => row.status === 'paid'))
      expect(await chargesOf(invoice.id)).toHaveLength(1);
    const lines = await test.ctx.db.execute<{ jobs: number }>(sql`
      select count(*)::int as jobs from invoice_lines where kind = 'enrichment'`);
    // Acme's client's, Acme's own, and Beta's client's on two invoices (client and agency).
    expect(lines.rows[0]?.jobs).toBe(4);
    await expectMoneyConsistent(test.ctx.db);
  });

  it('another agency’s invoices never show the job', async () => {
    const descriptionsOn = async (agencyId: number) => {
      const result = await test.ctx.db.execute<{ description: string }>(sql`
        select l.description from invoice_lines l join invoices i on i.id = l.invoice_id
        where l.kind = 'enrichment' and i.agency_company_id = ${agencyId}`);
      return result.rows.map((row) => row.description).join('\n');
    };
    const beta = await descriptionsOn(ids.beta);
    expect(beta).toContain('beta-client-contacts.csv');
    expect(beta).not.toContain('acme-');
    const acme = await descriptionsOn(ids.acme);
    expect(acme).toContain('acme-client-contacts.csv');
    expect(acme).toContain('acme-own-contacts.csv');
    expect(acme).not.toContain('beta-');
    const betaPayers = await invoicesOf(
      test.ctx.db,
      sql`billing_key like 'enrichment:%' and payer_company_id in (${ids.beta}, ${ids.betaClient})`,
    );
    expect(betaPayers.map((invoice) => invoice.total_cents)).toEqual([
      jobs.betaClient.matched * DEFAULT,
      jobs.betaClient.matched * DEFAULT,
    ]);
  });

  it('a job of this month waits for the month to end', async () => {
    const late = await finishedJob('client@demo.test', 'november.csv', 100);
    await test.ctx.db
      .update(enrichmentJobs)
      .set({ finishedAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(enrichmentJobs.id, late.id));
    expect((await runBilling(test.ctx, { now: NOW, concurrency: 1 })).invoicesIssued).toBe(0);
    const december = await runBilling(test.ctx, { now: new Date('2026-12-01T01:00:00Z'), concurrency: 1 });
    expect(december.invoicesIssued).toBe(1);
    const [november] = await invoicesOf(
      test.ctx.db,
      sql`billing_key = ${`enrichment:client:${ids.acmeClient}:Monthly:UTC:2026-11-01`}`,
    );
    expect(november).toMatchObject({ total_cents: late.matched * PRICE });
  });
});
