// Leads and charges name their campaign and client without foreign keys (a check per row cost the
// pipeline a sixth of its database time): one check per statement (migration
// lead_keys_checked_per_statement) keeps what the keys kept. A row's campaign exists and belongs to
// its company, and a campaign or client with leads or charges is never deleted (issue 15 item 6),
// also when the delete and the insert run at the same time.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf, insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let acme = { id: 0, companyId: 0 };
let beta = { id: 0, companyId: 0 };
let nextVisit = 880_000;

beforeAll(async () => {
  test = await createTestApp();
  acme = await insertDemoCampaign(test.ctx.db, '93000001');
  beta = await insertDemoCampaign(test.ctx.db, '93000002', {}, 'client2@demo.test');
});
afterAll(() => test.close());

const FOREIGN_KEY_VIOLATION = '23503';
const codeOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** Inserts a row of `table` for the pair; answers the error code, or null when it was stored. */
async function insertRow(
  table: 'leads' | 'lead_charges',
  campaignId: number,
  companyId: number,
  db = test.ctx.db,
) {
  nextVisit++;
  const statement =
    table === 'leads'
      ? sql`insert into leads (visit_id, campaign_id, company_id, module, person_key, source, price_cents)
          values (${nextVisit}, ${campaignId}, ${companyId}, 'local', ${`p-${nextVisit}`}, 'pixel', 75)`
      : sql`insert into lead_charges (lead_id, company_id, campaign_id, amount_cents, lead_received_at)
          values (${nextVisit}, ${companyId}, ${campaignId}, 75, now())`;
  try {
    await db.execute(statement);
    return null;
  } catch (error) {
    return codeOf(error);
  }
}

/** Whether `pending` is still unsettled after 300 ms: waiting on another transaction's lock. */
async function stillWaiting(pending: Promise<unknown>): Promise<boolean> {
  const waiting = Symbol('waiting');
  const first = await Promise.race([
    pending.then(
      () => null,
      () => null,
    ),
    new Promise((resolve) => setTimeout(() => resolve(waiting), 300)),
  ]);
  return first === waiting;
}

const openClient = async () => {
  const client = new pg.Client({ connectionString: test.ctx.config.DATABASE_URL });
  await client.connect();
  return client;
};

describe("a lead's and a charge's campaign key", () => {
  // The rows: what the two foreign keys refused, and what neither of them could see (the pair).
  it.each([
    ['leads', 'its campaign and client', () => [acme.id, acme.companyId], null],
    ['leads', 'a campaign that does not exist', () => [2 ** 31 - 1, acme.companyId], FOREIGN_KEY_VIOLATION],
    ['leads', "another client's campaign", () => [beta.id, acme.companyId], FOREIGN_KEY_VIOLATION],
    ['lead_charges', 'its campaign and client', () => [acme.id, acme.companyId], null],
    [
      'lead_charges',
      'a campaign that does not exist',
      () => [2 ** 31 - 1, acme.companyId],
      FOREIGN_KEY_VIOLATION,
    ],
    ['lead_charges', "another client's campaign", () => [beta.id, acme.companyId], FOREIGN_KEY_VIOLATION],
  ] as const)('%s with %s: %s', async (table, _case, pair, expected) => {
    const [campaignId, companyId] = pair();
    const before = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    expect(await insertRow(table, campaignId ?? 0, companyId ?? 0)).toBe(expected);
    const after = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + (expected === null ? 1 : 0));
  });

  it('refuses a statement of many rows when one of them names a campaign that does not exist, storing none', async () => {
    const before = await test.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    const error = await test.ctx.db
      .execute(sql`insert into leads (visit_id, campaign_id, company_id, module, person_key, source, price_cents)
        select 870000 + n, case when n = 3 then ${2 ** 31 - 1}::int else ${acme.id}::int end, ${acme.companyId}, 'local', 'p' || n, 'pixel', 75
        from generate_series(1, 5) n`)
      .catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe(FOREIGN_KEY_VIOLATION);
    const after = await test.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('checks a lead moved to another campaign, and lets every other update through', async () => {
    expect(await insertRow('leads', acme.id, acme.companyId)).toBeNull();
    const visit = nextVisit;
    const moved = await test.ctx.db
      .execute(sql`update leads set campaign_id = ${beta.id} where visit_id = ${visit}`)
      .catch((caught: unknown) => caught);
    expect(codeOf(moved)).toBe(FOREIGN_KEY_VIOLATION);
    await test.ctx.db.execute(sql`update leads set delivered_at = now() where visit_id = ${visit}`);
    const { rows } = await test.ctx.db.execute<{ campaign_id: number; delivered: boolean }>(
      sql`select campaign_id, delivered_at is not null as delivered from leads where visit_id = ${visit}`,
    );
    expect(rows).toEqual([{ campaign_id: acme.id, delivered: true }]);
  });
});

it("reads as its owner, as a foreign key's check does: row-level security hides no lead or campaign from it", async () => {
  const { rows } = await test.ctx.db.execute<{ name: string; owner: boolean }>(sql`
    select distinct p.proname as name, p.prosecdef as owner
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where t.tgname in ('leads_campaign_key', 'lead_charges_campaign_key', 'leads_campaign_key_moved',
      'lead_charges_campaign_key_moved', 'campaigns_keep_leads', 'companies_keep_leads')
    order by 1`);
  expect(rows).toEqual([
    { name: 'check_campaign_of_moved_row', owner: true },
    { name: 'check_campaigns_of_new_rows', owner: true },
    { name: 'refuse_deleting_what_leads_name', owner: true },
  ]);
});

describe('a campaign or client with leads or charges is kept (issue 15 item 6)', () => {
  it('refuses to delete a campaign that has only a charge, and deletes one that has neither', async () => {
    const charged = await insertDemoCampaign(test.ctx.db, '93000003');
    expect(await insertRow('lead_charges', charged.id, charged.companyId)).toBeNull();
    const refused = await test.ctx.db
      .delete(campaigns)
      .where(eq(campaigns.id, charged.id))
      .catch((caught: unknown) => caught);
    expect(codeOf(refused)).toBe(FOREIGN_KEY_VIOLATION);
    const empty = await insertDemoCampaign(test.ctx.db, '93000004');
    await test.ctx.db.delete(campaigns).where(eq(campaigns.id, empty.id));
    const left = await test.ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(sql`${campaigns.id} in (${charged.id}, ${empty.id})`);
    expect(left).toEqual([{ id: charged.id }]);
  });

  it('refuses to delete a client whose leads stayed with it when their campaign moved to another client', async () => {
    const agency = await companyOf(test.ctx.db, 'agency@demo.test');
    const { id } = await createCompany(test.ctx.db, agency, {
      kind: 'client',
      companyName: 'Moved Campaign Co',
      leadspeekType: 'local',
    });
    const campaign = await insertDemoCampaign(test.ctx.db, '93000005', { companyId: id });
    expect(await insertRow('leads', campaign.id, id)).toBeNull();
    await test.ctx.db
      .update(campaigns)
      .set({ companyId: acme.companyId })
      .where(eq(campaigns.id, campaign.id));
    const refused = await test.ctx.db
      .delete(companies)
      .where(eq(companies.id, id))
      .catch((caught: unknown) => caught);
    expect(codeOf(refused)).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await test.ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)),
    ).toHaveLength(1);
  });

  it('a delete that meets a lead not yet committed waits for it, then is refused', async () => {
    const campaign = await insertDemoCampaign(test.ctx.db, '93000006');
    const inserting = await openClient();
    const deleting = await openClient();
    try {
      await inserting.query('begin');
      await inserting.query(
        `insert into leads (visit_id, campaign_id, company_id, module, person_key, source, price_cents)
         values (860001, $1, $2, 'local', 'p-860001', 'pixel', 75)`,
        [campaign.id, campaign.companyId],
      );
      const deleted = deleting.query('delete from campaigns where id = $1', [campaign.id]).then(
        () => null,
        (error: unknown) => codeOf(error),
      );
      expect(await stillWaiting(deleted)).toBe(true);
      await inserting.query('commit');
      expect(await deleted).toBe(FOREIGN_KEY_VIOLATION);
    } finally {
      await inserting.end();
      await deleting.end();
    }
    const { rows } = await test.ctx.db.execute<{ n: number }>(
      sql`select (select count(*) from campaigns where id = ${campaign.id})::int + (select count(*) from leads where campaign_id = ${campaign.id})::int as n`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('a lead that meets a delete not yet committed waits for it, then is refused', async () => {
    const campaign = await insertDemoCampaign(test.ctx.db, '93000007');
    const deleting = await openClient();
    try {
      await deleting.query('begin');
      await deleting.query('delete from campaigns where id = $1', [campaign.id]);
      const inserted = insertRow('leads', campaign.id, campaign.companyId);
      expect(await stillWaiting(inserted)).toBe(true);
      await deleting.query('commit');
      expect(await inserted).toBe(FOREIGN_KEY_VIOLATION);
    } finally {
      await deleting.end();
    }
    const { rows } = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where campaign_id = ${campaign.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
