// Issue 28 item 6: what a lead is paid with (its charge, its wallet debit) is kept in the lead's month
// (migration lead_rows_monthly_partitions), cut on the lead's received time, so "a lead is charged
// once" (and debited once) stays a key of the whole table: a charge retried after the month turned
// finds the first one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_PARTITION_KEYS, prepareMonths } from '../../src/db/month-partitions.ts';
import { insertLeads } from '../../src/modules/lead-engine/write-leads.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { resolvedLead } from './resolved-lead.ts';

let test: TestApp;
let campaign = { id: 0, companyId: 0 };

beforeAll(async () => {
  test = await createTestApp();
  campaign = await insertDemoCampaign(test.ctx.db, '92000002');
});
afterAll(() => test.close());

const LEAD_ROW_TABLES = ['lead_charges', 'wallet_lead_debits'] as const;

/** Stores the lead of page view `visitId` received at `receivedAtKey` (exact), charged at `chargedAt`. */
const chargeLead = async (visitId: number, receivedAtKey: string, chargedAt: Date) => {
  const stored = await insertLeads(
    test.ctx.db,
    [resolvedLead(campaign, visitId, receivedAtKey)],
    chargedAt,
    chargedAt,
  );
  return stored[0];
};

const chargesOf = async (leadId: number) => {
  const { rows } = await test.ctx.db.execute<{ partition: string; received: string }>(sql`
    select tableoid::regclass::text as partition, lead_received_at::text as received
    from lead_charges where lead_id = ${leadId}`);
  return rows;
};

describe("a lead's charge and debit are kept in the lead's month", () => {
  it.each(LEAD_ROW_TABLES)(
    '%s is cut on the lead received time, and each unique key holds it',
    async (table) => {
      const { rows } = await test.ctx.db.execute<{ key: string }>(sql`
      select pg_get_partkeydef(${table}::regclass) as key`);
      expect(rows[0]?.key).toBe(`RANGE (${MONTH_PARTITION_KEYS[table]})`);
      const { rows: unique } = await test.ctx.db.execute<{ name: string; columns: string }>(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as columns
      from pg_index i where i.indrelid = ${table}::regclass and i.indisunique`);
      expect(unique.length).toBeGreaterThanOrEqual(2);
      for (const index of unique) expect(index.columns).toContain('lead_received_at');
    },
  );

  it("keeps a charge made after the month turned in its lead's month, and a retry charges nothing more", async () => {
    await prepareMonths(test.ctx.db, 'lead_charges', new Date('2037-05-20T00:00:00Z'));
    await prepareMonths(test.ctx.db, 'lead_charges', new Date('2037-06-02T00:00:00Z'));
    // The page view came in the last microsecond of May; its lead was charged in June.
    const lead = await chargeLead(990001, '2037-05-31 23:59:59.999999+00', new Date('2037-06-01T00:00:02Z'));
    if (!lead) throw new Error('no lead was made');
    expect(await chargesOf(lead.id)).toEqual([
      { partition: 'lead_charges_2037_05', received: '2037-05-31 23:59:59.999999+00' },
    ]);
    // The same page view resolved again a day later (a retried batch): still one charge.
    expect(
      await chargeLead(990001, '2037-05-31 23:59:59.999999+00', new Date('2037-06-02T00:00:00Z')),
    ).toBeUndefined();
    expect(await chargesOf(lead.id)).toHaveLength(1);
  });

  it('keeps a charge of a month not made yet, and moves it into its month when that is made', async () => {
    const lead = await chargeLead(990002, '2039-03-03 08:00:00.5+00', new Date('2039-03-03T08:00:01Z'));
    if (!lead) throw new Error('no lead was made');
    expect((await chargesOf(lead.id))[0]?.partition).toBe('lead_charges_default');
    const made = await prepareMonths(test.ctx.db, 'lead_charges', new Date('2039-01-10T00:00:00Z'));
    expect(made).toContain('2039-03-01');
    expect(await chargesOf(lead.id)).toEqual([
      { partition: 'lead_charges_2039_03', received: '2039-03-03 08:00:00.5+00' },
    ]);
  });
});
