// The e2e server's own database, for steps the product has no call for yet (global-setup shares
// its URL: DATABASE_URL when set, else the embedded database it started).
import pg from 'pg';
import { inject } from 'vitest';

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
