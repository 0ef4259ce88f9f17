// One PostgreSQL for the whole API test run, with a migrated and seeded template database that
// every test file copies into a database of its own.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/platform/db.ts';
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts';
import { applyMigrations } from '../src/platform/migrate.ts';
import { seedDemoPlatform } from '../src/seed/demo-platform.ts';
import { freePort } from './free-port.ts';
import { scratchRoot } from './scratch-root.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = `lead_template_${process.pid}`;

export default async function setup(project: TestProject) {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'lead-test-pg-'));
    fs.chmodSync(dataDir, 0o777);
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  await applyMigrations(templateUrl);
  const { db, pool } = createDatabase(templateUrl, 2);
  await seedDemoPlatform(db);
  await pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'lead_test_${process.pid}_%'`,
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
