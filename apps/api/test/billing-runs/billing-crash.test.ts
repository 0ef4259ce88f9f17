// Issue 15 "Reliability": kill the billing worker (SIGKILL) at any point of a run and run it again:
// every invoice is charged exactly once and the ledger balances. The run is a child process (node
// with the repo's tsx loader, on this file's database) that kills itself at the point named.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { lineageOf } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addCampaign,
  addChargesBetween,
  expectMoneyConsistent,
  invoicesOf,
  noCampaignsBilling,
  setRootCosts,
} from './billing-kit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The killed child's connections carry this name, so the test can wait for them to be gone. */
const CHILD_APPLICATION = 'billing-crash-child';
const repoRoot = path.resolve(here, '../../../..');

let test: TestApp;
let acmeClient: number;
let betaClient: number;
let beta: number;

beforeAll(async () => {
  test = await createTestApp();
  acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  betaClient = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  const lineage = await lineageOf(test.ctx.db, betaClient);
  beta = lineage.agency.id;
  await setRootCosts(test.ctx.db, lineage.rootId, { platformFee: '40.00', min: '20.00', cpl: '1.00' });
  await test.ctx.db.update(companies).set({ manualBill: true }).where(eq(companies.id, beta));
});
afterAll(() => test.close());
beforeEach(() => noCampaignsBilling(test.ctx.db));

/** Six invoices for the week of `monday`: Acme's client in two zones (charged), Beta's client (external) and Beta (charged). */
async function weekToBill(monday: string) {
  const from = new Date(`${monday}T12:00:00Z`);
  for (const timezone of ['America/Chicago', 'Pacific/Auckland']) {
    for (const client of [acmeClient, betaClient]) {
      const campaign = await addCampaign(test.ctx.db, client, {
        activatedAt: new Date('2026-06-01T00:00:00Z'),
        timezone,
      });
      await addChargesBetween(test.ctx.db, client, campaign, from, 96, 25);
    }
  }
}

function childDatabaseUrl(): string {
  const url = new URL(test.ctx.config.DATABASE_URL ?? '');
  url.searchParams.set('application_name', CHILD_APPLICATION);
  return url.toString();
}

/**
 * PostgreSQL ends a killed client's session when it reads the closed socket, a moment after the kill:
 * until then the invoice row the child held stays locked, and a run at once would skip it (SKIP
 * LOCKED) as another worker's, as a real re-run a while later would not. So this waits for it.
 */
async function childSessionsGone(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await countOf(
      sql`select count(*) as n from pg_stat_activity where application_name = ${CHILD_APPLICATION}`,
    );
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error(`the killed billing child still holds ${open} sessions`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function runChild(
  env: Record<string, string>,
): Promise<{ signal: NodeJS.Signals | null; code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'billing-run-child.ts')], {
      cwd: repoRoot,
      env: { ...process.env, BILLING_DATABASE_URL: childDatabaseUrl(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== null && code !== 0) reject(new Error(`billing child failed (${code}): ${err}`));
      else resolve({ signal, code, out });
    });
  });
}

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await test.ctx.db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);

describe('a billing run killed at any point, then run again', () => {
  it.each([
    ['after issuing the first invoices, before any charge', '2026-08-03', { KILL_AFTER_ISSUED: '2' }],
    [
      'inside a charge: the provider charged, the invoice not yet marked paid',
      '2026-08-10',
      { KILL_IN_PROVIDER: '2' },
    ],
    ['mid-charging, after some invoices were paid', '2026-08-17', { KILL_AFTER_CHARGED: '2' }],
    ['at the first provider answer', '2026-08-24', { KILL_IN_PROVIDER: '1' }],
  ])('%s', { timeout: 60_000 }, async (_name, monday, kill) => {
    await weekToBill(monday);
    const sunday = new Date(`${monday}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 8); // the Tuesday after: both zones have ended the week
    const child = await runChild({ ...kill, BILLING_NOW: sunday.toISOString() });
    expect(child.signal).toBe('SIGKILL');
    const week = sql`period_start = ${monday}`;
    const killed = await invoicesOf(test.ctx.db, week);
    // The kill left work undone (else the test proves nothing).
    expect(killed.length === 6 && killed.every((invoice) => invoice.status !== 'open')).toBe(false);
    await expectMoneyConsistent(test.ctx.db, { afterCrash: true });
    if ('KILL_IN_PROVIDER' in kill) {
      // The provider's charge went through but the invoice is still open: the re-run must not charge again.
      const chargedButOpen = await countOf(sql`select count(*) as n from invoices i join sandbox_charges s
        on s.idempotency_key = 'invoice-' || i.id || '-attempt-1' where i.status = 'open' and ${week}`);
      expect(chargedButOpen).toBeGreaterThanOrEqual(1);
    }

    await childSessionsGone();
    const again = await runBilling(test.ctx, { now: sunday, concurrency: 2 });
    expect(again.charges.errors).toBe(0);
    const invoices = await invoicesOf(test.ctx.db, week);
    expect(invoices).toHaveLength(6);
    expect(invoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(4);
    expect(invoices.filter((invoice) => invoice.status === 'external')).toHaveLength(2);
    for (const invoice of invoices.filter((row) => row.status === 'paid')) {
      const charges = await countOf(
        sql`select count(*) as n from sandbox_charges where idempotency_key like ${`invoice-${invoice.id}-%`}`,
      );
      expect(charges).toBe(1);
      const attempts = await countOf(
        sql`select count(*) as n from payment_attempts where invoice_id = ${invoice.id}`,
      );
      expect(attempts).toBe(1);
    }
    await expectMoneyConsistent(test.ctx.db);
  });
});
