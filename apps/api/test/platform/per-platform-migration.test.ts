// The migration that made beta flags and opt-out requests per platform keeps what was there: every
// existing platform gets the flags the one shared row had, and each opt-out request goes to the
// platform of the staff member who added it (public ones to the first platform).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops at `count` entries. */
function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal: Journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

const journal: Journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
const target = journal.entries.findIndex((entry) =>
  fs.readFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), 'utf8').includes('"platform_beta_features"'),
);

const database = `lead_migration_${process.pid}_${Date.now()}`;
let client: pg.Client;
const folders: string[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${database}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.end();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function migrateTo(count: number) {
  const folder = migrationsUpTo(count);
  folders.push(folder);
  await migrate(drizzle(client), { migrationsFolder: folder });
}

describe('migration to per-platform beta flags and opt-out requests', () => {
  it('backfills every existing platform and request', async () => {
    expect(target).toBeGreaterThan(0);
    await migrateTo(target);
    await client.query(`
      insert into companies (id, path, kind, company_name) values
        (1, '1', 'root', 'First'), (2, '1.2', 'agency', 'Agency'), (3, '3', 'root', 'Second');
      insert into users (id, company_id, name, email, password_hash, user_type, is_system_user) values
        (1, 3, 'Staff', 'staff@second.test', 'x', 'administrator', true);
      update beta_features set is_beta = false, apply_to_all_agency = true where slug = 'b2b_module';
      insert into opt_out_requests (email_md5, source, created_by_user_id) values
        ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'public', null),
        ('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'system', 1);`);

    await migrateTo(target + 1);

    const flags = await client.query(`
      select p.root_company_id as root, f.slug, p.is_beta, p.apply_to_all_agency as all_agencies
      from platform_beta_features p join beta_features f on f.id = p.feature_id
      order by 1, 2`);
    expect(flags.rows).toEqual([
      { root: 1, slug: 'b2b_module', is_beta: false, all_agencies: true },
      { root: 1, slug: 'data_wallet', is_beta: true, all_agencies: false },
      { root: 3, slug: 'b2b_module', is_beta: false, all_agencies: true },
      { root: 3, slug: 'data_wallet', is_beta: true, all_agencies: false },
    ]);
    const requests = await client.query(
      'select email_md5, root_company_id from opt_out_requests order by id',
    );
    expect(requests.rows).toEqual([
      { email_md5: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', root_company_id: 1 },
      { email_md5: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', root_company_id: 3 },
    ]);
  });
});
