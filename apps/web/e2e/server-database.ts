// The e2e server's own database, for steps the product has no call for yet (global-setup shares
// its URL: DATABASE_URL when set, else the embedded database it started).
import pg from 'pg';
import { inject } from 'vitest';
import { judgeCampaigns } from '../../api/src/modules/report-analytics/campaign-judgments.ts';
import { createDatabase } from '../../api/src/platform/db.ts';

/** Runs `work` with a connection to the e2e server's database. */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the server's judge-campaigns job does every 5 minutes, now (after a test changed campaigns). */
export async function judgeCampaignsNow(): Promise<void> {
  const { db, pool } = createDatabase(inject('databaseUrl'), 1);
  try {
    await judgeCampaigns(db);
  } finally {
    await pool.end();
  }
}

/** An agency invoice of the platform to `agencyId`, open (not yet charged). */
export async function openAgencyInvoice(agencyId: number, cents: number) {
  return withServerDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; number: string }>(
      `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
         root_company_id, term, period_start, period_end, timezone, total_cents)
       select $1, 'agency', a.id, a.parent_id, a.id, a.parent_id, 'Monthly', '2026-11-01', '2026-12-01',
         'America/Chicago', $3
       from companies a where a.id = $2
       returning id, number`,
      [`e2e:agency:${agencyId}:${Date.now()}`, agencyId, cents],
    );
    const issued = rows[0];
    if (!issued) throw new Error('no invoice');
    await db.query(
      `insert into invoice_lines (invoice_id, line_no, kind, description, quantity, unit_cents, amount_cents)
       values ($1, 1, 'minimum', 'Minimum', 1, $2, $2)`,
      [issued.id, cents],
    );
    return issued;
  });
}

/** The demo client Acme Client Co, its agency and the platform above it. */
export async function acmeLineage(db: pg.Client): Promise<{ client: number; agency: number; root: number }> {
  const lineage = await db.query<{ client: number; agency: number; root: number }>(
    `select c.id as client, a.id as agency, a.parent_id as root
       from companies c join companies a on a.id = c.parent_id
      where c.company_name = 'Acme Client Co'`,
  );
  const found = lineage.rows[0];
  if (!found) throw new Error('the demo client is missing');
  return found;
}

/**
 * A paid invoice of $120.00 (one line) with the sandbox provider's record of its charge, as if the
 * billing run had charged it, so it can be refunded: a client invoice of Acme Client Co, or Acme
 * Marketing's own invoice to the platform.
 */
export async function paidDemoInvoice(level: 'client' | 'agency'): Promise<{ id: number; number: string }> {
  return withServerDatabase(async (db) => {
    const { client, agency, root } = await acmeLineage(db);
    const [payer, payee] = level === 'client' ? [client, agency] : [agency, root];
    const inserted = await db.query<{ id: number; number: string }>(
      `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
         root_company_id, term, period_start, period_end, timezone, status, total_cents, wholesale_cents,
         attempts, paid_at, provider_charge_id)
       values ($1, $2, $3, $4, $5, $6, 'Weekly', '2026-11-09', '2026-11-16', 'America/Chicago', 'paid',
         12000, 0, 1, now(), $7)
       returning id, number`,
      [
        `e2e:paid:${Date.now()}:${Math.random()}`,
        level,
        payer,
        payee,
        agency,
        root,
        `ch_sandbox_e2e_${Date.now()}_${Math.random()}`,
      ],
    );
    const invoice = inserted.rows[0];
    if (!invoice) throw new Error('no invoice');
    await db.query(
      `insert into sandbox_charges (idempotency_key, charge_id, payment_method_id, amount_cents)
       select 'e2e-' || id, provider_charge_id, 'pm_sandbox_e2e', total_cents from invoices where id = $1`,
      [invoice.id],
    );
    await db.query(
      `insert into invoice_lines (invoice_id, line_no, module, kind, description, quantity, unit_cents,
         amount_cents, wholesale_cents)
       values ($1, 1, 'local', 'minimum', 'Platform fee per week', 1, 12000, 12000, 0)`,
      [invoice.id],
    );
    return { id: Number(invoice.id), number: invoice.number };
  });
}
