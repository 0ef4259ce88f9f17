// Issue 28 item 4: what row-level security reads instead of looking each row's company up. Some
// tables carry their platform root (root_id) or their company's path (company_path), kept by
// triggers: these tests show the copies follow the company whatever is written, and that a scope
// of a whole platform, whose rows pass by their root, reads its own platform's rows and no other's.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDayVisits, campaigns, users } from '../../src/db/schema/index.ts';
import { createTenantDatabases, type TenantDatabases } from '../../src/platform/access/tenant-db.ts';
import type { Database } from '../../src/platform/db.ts';
import { companyOf, insertDemoCampaign } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Each table with a copy, and the column its copy is read through (the migrations' triggers). */
const ROOT_COPIES: Record<string, { key: string; from: 'companies' | 'campaigns' }> = {
  campaigns: { key: 'company_id', from: 'companies' },
  agency_search_words: { key: 'agency_id', from: 'companies' },
  seller_lead_deltas: { key: 'seller_id', from: 'companies' },
  seller_lead_hours: { key: 'seller_id', from: 'companies' },
  seller_lead_months: { key: 'seller_id', from: 'companies' },
  seller_lead_totals: { key: 'seller_id', from: 'companies' },
  campaign_day_visits: { key: 'campaign_id', from: 'campaigns' },
  campaign_day_leads: { key: 'campaign_id', from: 'campaigns' },
  campaign_judgments: { key: 'campaign_id', from: 'campaigns' },
};
const PATH_COPIES = ['payment_cards', 'users'];
/**
 * Report Analytics' platform rollup: root_id is the platform the figures are of, written only by the
 * statement triggers on leads and visits (as the tables' owner) from the lead's or page view's company;
 * and the agency search's vocabulary, written only by refresh_agency_search_words from the agency's.
 */
const ROOT_KEYS = [
  'agency_search_vocabulary',
  'client_lead_days',
  'client_lead_months',
  'platform_lead_quarters',
  'platform_visit_quarters',
];

let test: TestApp;
let tenant: TenantDatabases;
let other: SecondPlatform;
let demoRoot: { id: number; path: string };
let acme: { id: number; path: string };

beforeAll(async () => {
  test = await createTestApp();
  const url = (test.ctx.db.$client as pg.Pool).options.connectionString as string;
  tenant = createTenantDatabases(url, test.ctx.db, 2);
  other = await createSecondPlatform(test);
  demoRoot = await companyOf(test.ctx.db, 'root@demo.test');
  acme = await companyOf(test.ctx.db, 'agency@demo.test');
});
afterAll(async () => {
  await tenant.pool.end();
  await test.close();
});

async function columnTables(column: string): Promise<string[]> {
  const { rows } = await test.ctx.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = ${column} order by 1`);
  return rows.map((row) => row.name);
}

/** Rows of `table` whose copy differs from their company's (or campaign's) value. */
async function strayRootCopies(table: string): Promise<number> {
  const { key, from } = ROOT_COPIES[table] ?? { key: '', from: 'companies' };
  const { rows } = await test.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(table)} r
    left join ${sql.identifier(from)} k on k.id = r.${sql.identifier(key)}
    where r.root_id is distinct from k.root_id`);
  return rows[0]?.n ?? -1;
}

async function strayPathCopies(table: string): Promise<number> {
  const { rows } = await test.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(table)} r
    left join companies c on c.id = r.company_id where r.company_path is distinct from c.path`);
  return rows[0]?.n ?? -1;
}

describe('the copies', () => {
  it('are on exactly the tables the tests know, each kept from its company', async () => {
    expect(await columnTables('root_id')).toEqual(
      ['companies', ...Object.keys(ROOT_COPIES), ...ROOT_KEYS].sort(),
    );
    expect(await columnTables('company_path')).toEqual(PATH_COPIES);
    const { rows } = await test.ctx.db.execute<{ root_id: number }>(
      sql`select root_id from companies where id = ${acme.id}`,
    );
    expect(rows[0]?.root_id).toBe(demoRoot.id);
  });

  it('are written by the database, whatever the writer gives', async () => {
    const forged = await insertDemoCampaign(test.ctx.db, '91000001', { rootId: other.rootId });
    expect(forged.rootId).toBe(demoRoot.id);
    await test.ctx.db.update(campaigns).set({ rootId: other.rootId }).where(eq(campaigns.id, forged.id));
    await test.ctx.db
      .insert(campaignDayVisits)
      .values({ campaignId: forged.id, day: '2026-11-30', visits: 3, rootId: other.rootId });
    await test.ctx.db.execute(sql`
      insert into seller_lead_totals (seller_id, root_id, first_month, last_month, leads, spend_cents)
      values (${acme.id}, ${other.rootId}, '2026-11-01', '2026-11-01', 1, 100)`);
    await test.ctx.db
      .update(users)
      .set({ companyPath: `${other.rootId}` })
      .where(eq(users.email, 'client@demo.test'));
    const [user] = await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const client = await companyOf(test.ctx.db, 'client@demo.test');
    expect(user?.companyPath).toBe(client.path);
    for (const table of Object.keys(ROOT_COPIES))
      expect([table, await strayRootCopies(table)]).toEqual([table, 0]);
    for (const table of PATH_COPIES) expect([table, await strayPathCopies(table)]).toEqual([table, 0]);
  });

  it('follow a company whose path changes, from a placeholder to its place', async () => {
    const db = test.ctx.db;
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into companies (parent_id, path, kind, company_name) values (null, 'pending', 'client', 'Moving Co')
      returning id`);
    const id = rows[0]?.id ?? 0;
    await db.execute(sql`
      insert into users (company_id, name, email, password_hash, user_type)
      values (${id}, 'Mover', 'mover@demo.test', 'x', 'client')`);
    const campaign = await insertDemoCampaign(db, '91000002', { companyId: id });
    // A placeholder path, written before the company's id is known, names no platform.
    expect(campaign.rootId).toBeNull();
    await db.execute(sql`update companies set path = ${`${acme.path}.${id}`}::ltree where id = ${id}`);
    const [moved] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const [mover] = await db.select().from(users).where(eq(users.email, 'mover@demo.test'));
    expect(moved?.rootId).toBe(demoRoot.id);
    expect(mover?.companyPath).toBe(`${acme.path}.${id}`);
  });
});

describe('a scope of a whole platform', () => {
  let demoCampaign: number;
  let otherCampaign: number;
  beforeAll(async () => {
    demoCampaign = (await insertDemoCampaign(test.ctx.db, '91000003')).id;
    const [row] = await test.ctx.db
      .insert(campaigns)
      .values({
        leadspeekApiId: '91000004',
        companyId: other.clientId,
        module: 'local',
        campaignName: 'Gamma run',
      })
      .returning();
    otherCampaign = row?.id ?? 0;
    await test.ctx.db.insert(campaignDayVisits).values([
      { campaignId: demoCampaign, day: '2026-11-29', visits: 5 },
      { campaignId: otherCampaign, day: '2026-11-29', visits: 7 },
    ]);
  });

  const dayRowsSeen = async (path: string) => {
    const { rows } = await tenant
      .forScope(path)
      .execute<{ campaign_id: number }>(sql`select campaign_id from campaign_day_visits`);
    return rows.map((row) => row.campaign_id);
  };
  const campaignsSeen = async (path: string) => {
    const { rows } = await tenant.forScope(path).execute<{ id: number }>(sql`select id from campaigns`);
    return rows.map((row) => row.id);
  };

  it("reads its own platform's report rows and campaigns, never another platform's", async () => {
    expect(await dayRowsSeen(demoRoot.path)).toContain(demoCampaign);
    expect(await dayRowsSeen(demoRoot.path)).not.toContain(otherCampaign);
    expect(await dayRowsSeen(String(other.rootId))).toEqual([otherCampaign]);
    expect(await campaignsSeen(demoRoot.path)).toContain(demoCampaign);
    expect(await campaignsSeen(demoRoot.path)).not.toContain(otherCampaign);
    expect(await campaignsSeen(String(other.rootId))).toEqual([otherCampaign]);
  });

  it("reads its own platform's agency search vocabulary; a scope below the platform reads none", async () => {
    const wordsSeen = async (path: string) => {
      const { rows } = await tenant
        .forScope(path)
        .execute<{ root_id: number }>(sql`select distinct root_id from agency_search_vocabulary`);
      return rows.map((row) => row.root_id);
    };
    expect(await wordsSeen(demoRoot.path)).toEqual([demoRoot.id]);
    expect(await wordsSeen(String(other.rootId))).toEqual([other.rootId]);
    expect(await wordsSeen(acme.path)).toEqual([]);
  });

  it('finds agencies by their words (as the owner, past the policies) only in its own platform', async () => {
    const agenciesFound = async (db: Database, rootId: number) => {
      const { rows } = await db.execute<{ agency_id: number }>(
        sql`select agency_id from agencies_with_words(${rootId}, array['gamma'])`,
      );
      return rows.map((row) => row.agency_id);
    };
    expect(await agenciesFound(tenant.forScope(String(other.rootId)), other.rootId)).toEqual([
      other.agencyId,
    ]);
    expect(await agenciesFound(tenant.forScope(demoRoot.path), other.rootId)).toEqual([]);
    expect(await agenciesFound(tenant.forScope(`${other.rootId}.${other.agencyId}`), other.rootId)).toEqual(
      [],
    );
    // Jobs and public routes (no caller) keep the owner's handle.
    expect(await agenciesFound(test.ctx.db, other.rootId)).toEqual([other.agencyId]);
  });

  it("leaves a scope below the platform to the company's rows: an agency reads its client's, not another's", async () => {
    const acmeRows = await dayRowsSeen(acme.path);
    expect(acmeRows).toContain(demoCampaign);
    expect(acmeRows).not.toContain(otherCampaign);
    const beta = await companyOf(test.ctx.db, 'agency2@demo.test');
    expect(await dayRowsSeen(beta.path)).toEqual([]);
    expect(await dayRowsSeen(`${other.rootId}.${other.agencyId}`)).toEqual([otherCampaign]);
  });

  it('writes report rows of its own platform only', async () => {
    const write = (path: string, campaignId: number) =>
      tenant
        .forScope(path)
        .execute(
          sql`insert into campaign_day_leads (campaign_id, day, leads) values (${campaignId}, '2026-11-29', 1)`,
        )
        .then(
          () => 'written',
          (error: { cause?: Error }) => String(error.cause?.message),
        );
    expect(await write(demoRoot.path, demoCampaign)).toBe('written');
    expect(await write(demoRoot.path, otherCampaign)).toMatch(/row-level security/);
    expect(await write(String(other.rootId), demoCampaign)).toMatch(/row-level security/);
  });
});
