// Issue 28 item 7: the Citus plan (db/citus/plan.ts) and its check. The migrated schema breaks the
// plan nowhere (KNOWN_REFUSALS is empty), and a
// change that breaks it further is caught with the statement and the reason, whichever rule it
// breaks: a unique key without the distribution column, a table on the coordinator or a reference
// table that refers to a distributed one, a key between distributed tables off their column. The test
// run also prints the plan (npm test's "Citus readiness" check).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_REFUSALS } from '../../src/db/citus/plan.ts';
import { citusPlanText, citusReadiness } from '../../src/db/citus/readiness.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const unexpected = async () =>
  (await citusReadiness(test.ctx.db)).unexpected.map((refusal) => refusal.reason);

describe('the migrated schema', () => {
  it('breaks the plan nowhere; reference tables follow from the keys', async () => {
    const readiness = await citusReadiness(test.ctx.db);
    expect(KNOWN_REFUSALS).toEqual([]);
    expect(readiness.refusals).toEqual([]);
    expect(readiness.unexpected).toEqual([]);
    expect(readiness.stale).toEqual([]);
    expect(readiness.distributed.map((plan) => `${plan.table}:${plan.column}`)).toEqual(
      expect.arrayContaining([
        'visits:company_id',
        'leads:company_id',
        'lead_deliveries:company_id',
        'delivery_queue:company_id',
      ]),
    );
    expect(readiness.reference).toEqual(expect.arrayContaining(['companies', 'campaigns', 'users']));
    expect(readiness.coordinator).toContain('invoices');
    const plan = citusPlanText(readiness);
    expect(plan).toContain(
      "SELECT create_distributed_table('leads', 'company_id', colocate_with => 'visits');",
    );
    expect(plan).toContain("SELECT create_reference_table('companies');");
    expect(plan).toContain('-- Citus would refuse none of these statements.');
  });
});

describe('a change that breaks the plan', () => {
  it('a unique key of a distributed table without its distribution column', async () => {
    await test.ctx.db.execute(
      sql`create unique index leads_id_email_unique on leads (id, email_md5, received_at)`,
    );
    try {
      expect(await unexpected()).toEqual([
        'unique index leads_id_email_unique (id, email_md5, received_at) does not include company_id',
      ]);
      expect(citusPlanText(await citusReadiness(test.ctx.db))).toContain('<< NEW: breaks the plan');
    } finally {
      await test.ctx.db.execute(sql`drop index leads_id_email_unique`);
    }
  });

  it('a new table on the coordinator that refers to a distributed one', async () => {
    await test.ctx.db.execute(sql`create table lead_notes (id bigserial primary key, lead_id bigint not null,
      company_id int not null, lead_received_at timestamptz not null,
      constraint lead_notes_lead_fk foreign key (lead_id, company_id, lead_received_at)
        references leads (id, company_id, received_at))`);
    try {
      const readiness = await citusReadiness(test.ctx.db);
      expect(readiness.unexpected).toEqual([
        {
          statement: 'ALTER TABLE lead_notes ADD CONSTRAINT lead_notes_lead_fk ...;',
          reason:
            'lead_notes (a table on the coordinator) refers to the distributed table leads by lead_notes_lead_fk: distribute it with leads, or drop the key',
        },
      ]);
    } finally {
      await test.ctx.db.execute(sql`drop table lead_notes`);
    }
  });

  it('a reference table that refers to a distributed one', async () => {
    await test.ctx.db.execute(sql`alter table campaigns add column last_lead_id bigint,
      add column last_lead_received_at timestamptz,
      add constraint campaigns_last_lead_fk foreign key (last_lead_id, company_id, last_lead_received_at)
        references leads (id, company_id, received_at)`);
    try {
      expect(await unexpected()).toEqual([
        'campaigns (a reference table) refers to the distributed table leads by campaigns_last_lead_fk: distribute it with leads, or drop the key',
      ]);
    } finally {
      await test.ctx.db.execute(
        sql`alter table campaigns drop constraint campaigns_last_lead_fk, drop column last_lead_id,
          drop column last_lead_received_at`,
      );
    }
  });

  it('a key between distributed tables that does not join on the distribution column', async () => {
    // The charge's campaign paired with the lead's company: a key, but not on the company.
    await test.ctx.db.execute(sql`alter table lead_charges
      add constraint lead_charges_lead_only_fk foreign key (lead_id, campaign_id, lead_received_at)
        references leads (id, company_id, received_at) not valid`);
    try {
      expect(await unexpected()).toEqual([
        'foreign key lead_charges_lead_only_fk joins leads without pairing company_id with its company_id (co-located tables only)',
      ]);
    } finally {
      await test.ctx.db.execute(sql`alter table lead_charges drop constraint lead_charges_lead_only_fk`);
    }
  });

  // The keys that once refused (migrations citus_keys_charges_held_debits, citus_keys_traffic): each
  // made on its own column again is caught.
  it.each([
    // A partitioned table's unique index holds its partition key (the month): charges, leads,
    // deliveries, visits.
    { index: 'lead_charges_lead_only', table: 'lead_charges', column: 'lead_id, lead_received_at' },
    { index: 'leads_visit_only', table: 'leads', column: 'visit_id, received_at' },
    { index: 'lead_deliveries_id_only', table: 'lead_deliveries', column: 'id, lead_received_at' },
    { index: 'delivery_queue_id_only', table: 'delivery_queue', column: 'delivery_id' },
    { index: 'visits_id_only', table: 'visits', column: 'id, received_at' },
  ])('$table keyed by $column alone again', async ({ index, table, column }) => {
    await test.ctx.db.execute(sql.raw(`create unique index ${index} on ${table} (${column})`));
    try {
      expect(await unexpected()).toEqual([`unique index ${index} (${column}) does not include company_id`]);
    } finally {
      await test.ctx.db.execute(sql.raw(`drop index ${index}`));
    }
  });

  it('a listed refusal that no longer applies must leave the list', async () => {
    const listed = 'unique index visits_id_only (id, received_at) does not include company_id';
    expect((await citusReadiness(test.ctx.db, [listed])).stale).toEqual([listed]);
    await test.ctx.db.execute(sql`create unique index visits_id_only on visits (id, received_at)`);
    try {
      expect((await citusReadiness(test.ctx.db, [listed])).stale).toEqual([]);
    } finally {
      await test.ctx.db.execute(sql`drop index visits_id_only`);
    }
  });
});
