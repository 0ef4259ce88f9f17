// Issue 28 item 5: reports, analytics, dashboards and exports read from a streaming replica
// (DATABASE_READ_URL), a real second PostgreSQL server fed by replication from the first; a write is
// never sent to it, and reads that must see the caller's own write stay on the primary. Replay on the
// replica is paused to tell the two apart: what a route shows then says where it read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@lead/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/platform/db.ts';
import { startEmbeddedPostgres } from '../../src/platform/embedded-postgres.ts';
import { applyMigrations } from '../../src/platform/migrate.ts';
import { reportReads } from '../../src/platform/read-replica.ts';
import { seedDemoPlatform } from '../../src/seed/demo-platform.ts';
import { companyOf } from '../demo-lookup.ts';
import { freePort } from '../free-port.ts';
import { leadCsvPath } from '../reports/report-paths.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type StreamingReplica, startStreamingReplica } from './streaming-replica.ts';

let dataDir: string;
let primary: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let replica: StreamingReplica;
let test: TestApp;
let onReplica: pg.Client;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-replica-'));
  fs.chmodSync(dataDir, 0o777);
  primary = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  await applyMigrations(primary.url);
  const seeding = createDatabase(primary.url, 2);
  await seedDemoPlatform(seeding.db);
  await seeding.pool.end();
  replica = await startStreamingReplica({
    url: primary.url,
    dataFolder: path.join(dataDir, 'postgres'),
    replicaFolder: path.join(dataDir, 'replica'),
    port: await freePort(),
  });
  test = await createTestApp({ DATABASE_READ_URL: replica.url }, { databaseUrl: primary.url });
  onReplica = new pg.Client({ connectionString: replica.url });
  await onReplica.connect();
}, 120_000);

afterAll(async () => {
  await onReplica?.end();
  await test?.close();
  await replica?.stop();
  await primary?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const today = new Date().toISOString().slice(0, 10);
let keySeq = 0;

/** A running campaign of the demo client, written on the primary. */
async function newRunningCampaign(): Promise<string> {
  const key = String(7_700_000 + keySeq++);
  const client = await companyOf(test.ctx.db, 'client@demo.test');
  await test.ctx.db.execute(sql`insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status,
      url_code, reidentification_type, cost_per_lead_cents)
    values (${key}, ${client.id}, 'local', ${`Replica campaign ${key}`}, 'active', 'https://replica.test/', '1 week', 75)`);
  return key;
}

async function activeCampaignsInReport(token: string): Promise<number> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/configuration/report-analytics/${today}/${today}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totals.active_campaigns;
}

describe('a streaming replica', () => {
  it('is a second server that follows the primary, and refuses writes', async () => {
    const { rows } = await onReplica.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    expect(rows[0]?.standby).toBe(true);
    const key = await newRunningCampaign();
    await expect
      .poll(
        async () =>
          (await onReplica.query('select 1 from campaigns where leadspeek_api_id = $1', [key])).rowCount,
      )
      .toBe(1);
  });

  it('is where Report Analytics reads; the primary keeps what the caller just wrote', async () => {
    const root = await test.signIn('root@demo.test');
    const before = await activeCampaignsInReport(root);
    await onReplica.query('select pg_wal_replay_pause()');
    try {
      const key = await newRunningCampaign();
      // The campaign is there for the caller at once (a primary read)...
      const own = await test.app.inject({
        method: 'GET',
        url: `/api/leadspeek/getcampaign/${key}`,
        headers: bearer(root),
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.body).toContain(`Replica campaign ${key}`);
      // ...while the report, read on the paused replica, does not count it yet.
      expect(await activeCampaignsInReport(root)).toBe(before);
    } finally {
      await onReplica.query('select pg_wal_replay_resume()');
    }
    await expect.poll(() => activeCampaignsInReport(root)).toBe(before + 1);
  });

  it('serves an export from it, and writes its download log on the primary', async () => {
    const agency = await test.signIn('agency@demo.test');
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    const url = leadCsvPath({
      moduleType: 'all',
      companyId: acme.id,
      clientId: 'all',
      startDate: today,
      endDate: today,
      search: '',
    });
    const response = await test.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(agency), 'x-timezone': 'UTC' },
      payload: { pwd: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const logged = await test.ctx.db.execute(
      sql`select 1 from user_logs where description like 'Downloaded the leads of %' and company_id = ${acme.id}`,
    );
    expect(logged.rows.length).toBeGreaterThan(0);
  });

  it('never gets a write through the reports’ handle', async () => {
    const reads = reportReads(test.ctx);
    expect(reads).not.toBe(test.ctx.db);
    // 25006: read_only_sql_transaction, from the pool's own setting (and the standby's recovery).
    await expect(
      reads.$client.query('update campaigns set campaign_name = campaign_name where false'),
    ).rejects.toMatchObject({ code: '25006' });
  });

  it('is opened read-only, so even a server that takes writes gets none through it', async () => {
    const guarded = createDatabase(primary.url, 1, { readOnly: true });
    try {
      await expect(
        guarded.pool.query('update campaigns set campaign_name = campaign_name where false'),
      ).rejects.toMatchObject({ code: '25006' });
    } finally {
      await guarded.pool.end();
    }
  });
});
