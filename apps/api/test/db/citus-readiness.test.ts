// Issue 28 item 7: the schema is ready for Citus. The migrated schema passes the readiness check of
// the plan (db/citus/plan.ts): Citus would refuse none of the statements. And a table that breaks the
// plan is caught, with the statement and the reason, whichever rule it breaks: a unique key without
// the distribution column, a table on the coordinator or a reference table that refers to a
// distributed one. The test run also prints the plan (npm test's "Citus readiness" check).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citusPlanText, citusReadiness } from '../../src/db/citus/readiness.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const reasons = async () => (await citusReadiness(test.ctx.db)).refusals.map((refusal) => refusal.reason);

describe('the migrated schema', () => {
  it('is one Citus would take whole: the traffic tables distributed, what they refer to copied', async () => {
    const readiness = await citusReadiness(test.ctx.db);
    expect(readiness.refusals).toEqual([]);
    expect(readiness.distributed.map((plan) => `${plan.table}:${plan.column}`)).toEqual(
      expect.arrayContaining([
        'visits:company_id',
        'leads:company_id',
        'lead_charges:company_id',
        'lead_deliveries:company_id',
      ]),
    );
    expect(readiness.reference).toEqual(expect.arrayContaining(['companies', 'campaigns', 'users']));
    expect(readiness.coordinator).toContain('invoices');
    const plan = citusPlanText(readiness);
    expect(plan).toContain(
      "SELECT create_distributed_table('leads', 'company_id', colocate_with => 'visits');",
    );
    expect(plan).toContain("SELECT create_reference_table('companies');");
    expect(plan).toContain('Citus would refuse none of these statements.');
  });
});

describe('a change that breaks the plan', () => {
  it('a unique key of a distributed table without its distribution column', async () => {
    await test.ctx.db.execute(sql`create unique index visits_visitor_unique on visits (visitor_id)`);
    try {
      expect(await reasons()).toEqual([
        'unique index visits_visitor_unique (visitor_id) does not include company_id',
      ]);
    } finally {
      await test.ctx.db.execute(sql`drop index visits_visitor_unique`);
    }
  });

  it('a new table on the coordinator that refers to a distributed one', async () => {
    await test.ctx.db.execute(sql`create table lead_notes (id bigserial primary key, lead_id bigint not null,
      company_id int not null, constraint lead_notes_lead_fk foreign key (lead_id, company_id) references leads (id, company_id))`);
    try {
      const readiness = await citusReadiness(test.ctx.db);
      expect(readiness.refusals).toEqual([
        {
          statement: 'ALTER TABLE lead_notes ADD CONSTRAINT lead_notes_lead_fk ...;',
          reason:
            'lead_notes (a table on the coordinator) refers to the distributed table leads by lead_notes_lead_fk: distribute it with leads, or drop the key',
        },
      ]);
      expect(citusPlanText(readiness)).toContain('Citus would refuse 1:');
    } finally {
      await test.ctx.db.execute(sql`drop table lead_notes`);
    }
  });

  it('a reference table that refers to a distributed one', async () => {
    await test.ctx.db.execute(sql`alter table campaigns add column last_lead_id bigint, add column last_lead_company int,
      add constraint campaigns_last_lead_fk foreign key (last_lead_id, last_lead_company) references leads (id, company_id)`);
    try {
      expect(await reasons()).toEqual([
        'campaigns (a reference table) refers to the distributed table leads by campaigns_last_lead_fk: distribute it with leads, or drop the key',
      ]);
    } finally {
      await test.ctx.db.execute(
        sql`alter table campaigns drop constraint campaigns_last_lead_fk, drop column last_lead_id, drop column last_lead_company`,
      );
    }
  });

  it('a key between distributed tables that does not join on the distribution column', async () => {
    // A key needs a unique index to point at: this one breaks the plan too.
    await test.ctx.db.execute(sql`create unique index leads_id_campaign_only on leads (id, campaign_id)`);
    await test.ctx.db.execute(sql`alter table lead_charges add constraint lead_charges_lead_only_fk
      foreign key (lead_id, campaign_id) references leads (id, campaign_id)`);
    try {
      expect(await reasons()).toEqual([
        'unique index leads_id_campaign_only (id, campaign_id) does not include company_id',
        'foreign key lead_charges_lead_only_fk joins leads without pairing company_id with its company_id (co-located tables only)',
      ]);
    } finally {
      await test.ctx.db.execute(sql`alter table lead_charges drop constraint lead_charges_lead_only_fk`);
      await test.ctx.db.execute(sql`drop index leads_id_campaign_only`);
    }
  });
});
