// GET /configuration/user/download-log-user/...: the CSV, its headers, its filters and its cap.
import { type LogFilters, logDownloadPath } from '@lead/shared';
import { count, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userLogs } from '../../src/db/schema/index.ts';
import { DOWNLOAD_MAX_ROWS } from '../../src/modules/user-logs/download-logs.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { seedLog } from './seed-logs.ts';

let test: TestApp;
let rootToken: string;
let acmeClient: number;
let clientUserId: number;
const HEADER = 'Date,Name,User type,Company,Action,Description,IP,Location,Campaign';
const MARCH = { start: '2021-03-01', end: '2021-03-31' };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  acmeClient = (await companyOf(db, 'client@demo.test')).id;
  const client = await userNamed(db, 'client@demo.test');
  clientUserId = client.id;
  await seedLog(db, {
    email: 'client@demo.test',
    action: 'campaign',
    description: 'started 10000001',
    at: '2021-03-02T23:30',
    campaignId: '10000001',
  });
  await seedLog(db, {
    email: 'client@demo.test',
    action: 'profile',
    description: 'edited profile',
    at: '2021-03-05T09:00',
  });
  await seedLog(db, {
    email: null,
    companyId: acmeClient,
    action: 'user-remove',
    description: '=HYPERLINK("http://evil.test") and, a comma',
    at: '2021-03-04T12:00',
    ip: null,
  });
  await seedLog(db, {
    email: 'client2@demo.test',
    action: 'campaign',
    description: 'beta started',
    at: '2021-03-02T12:00',
  });
  // June 2019: 2,500 logs, three to each microsecond-precise moment, to page across batches and ties.
  await db.execute(sql`
    insert into user_logs (user_id, company_id, action, description, user_ip, created_at)
    select ${client.id}, ${acmeClient}, 'questionnaire', 'bulk ' || lpad(n::text, 5, '0'), '198.51.100.1',
           timestamptz '2019-06-10 00:00:00.000001+00' + (n / 3) * interval '1.000001 second'
    from generate_series(0, 2499) as n`);
  // 2018: more logs than one file may carry.
  await db.execute(sql`
    insert into user_logs (user_id, company_id, action, description, user_ip, created_at)
    select ${client.id}, ${acmeClient}, 'questionnaire', 'cap ' || n, null,
           timestamptz '2018-03-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, ${DOWNLOAD_MAX_ROWS + 10}) as n`);
  rootToken = await test.signIn('root@demo.test');
});
afterAll(() => test.close());

const download = (path: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url: `/api${path}`, headers: { ...bearer(rootToken), ...headers } });
const linesOf = (body: string) => body.trimEnd().split('\n');

describe('the user-log CSV', () => {
  it('is an attachment named after the company and today, with the columns of the table', async () => {
    const response = await download(logDownloadPath(acmeClient, { dateRange: MARCH }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = DateTime.now().setZone('America/Chicago').toFormat('yyyy-MM-dd');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="user-logs-acme-client-co-${today}.csv"`,
    );
    expect(linesOf(response.body)).toEqual([
      HEADER,
      '2021-03-05 09:00:00,Carl Client,Client,Acme Client Co,profile,edited profile,203.0.113.7,,',
      // A formula is neutralised; a gone user leaves name and type empty.
      `2021-03-04 12:00:00,,,Acme Client Co,user-remove,"'=HYPERLINK(""http://evil.test"") and, a comma",,,`,
      '2021-03-02 23:30:00,Carl Client,Client,Acme Client Co,campaign,started 10000001,203.0.113.7,,10000001',
    ]);
  });

  it('writes dates in the browser time zone', async () => {
    const response = await download(logDownloadPath(acmeClient, { action: 'campaign', dateRange: MARCH }), {
      'x-timezone': 'Asia/Tokyo',
    });
    expect(linesOf(response.body)[1]).toMatch(/^2021-03-03 14:30:00,Carl Client/);
  });

  it.each([
    ['action', { action: 'profile', dateRange: MARCH }, ['edited profile']],
    ['user', { userId: -1, dateRange: MARCH }, ['edited profile', 'started 10000001']],
    ['user type client', { userType: 'client', dateRange: MARCH }, ['edited profile', 'started 10000001']],
    ['campaign', { campaignId: '10000001', dateRange: MARCH }, ['started 10000001']],
    ['date range', { dateRange: { start: '2021-03-04', end: '2021-03-04' } }, ['=HYPERLINK']],
  ] as [string, LogFilters, string[]][])('narrows by %s', async (_case, filters, expected) => {
    // The table is built before the seed: -1 stands for the demo client's id.
    const withUser = filters.userId ? { ...filters, userId: clientUserId } : filters;
    const response = await download(logDownloadPath(acmeClient, withUser));
    expect(response.statusCode).toBe(200);
    const rows = linesOf(response.body).slice(1);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((text, index) => {
      expect(rows[index]).toContain(text);
    });
  });

  it('missing filters use 9999 and all, and every log of the subtree is in the file', async () => {
    const path = logDownloadPath(acmeClient, {});
    expect(path).toBe(`/configuration/user/download-log-user/${acmeClient}/9999/9999/9999/all/all`);
    const [stored] = await test.ctx.db
      .select({ total: count() })
      .from(userLogs)
      .innerJoin(companies, eq(companies.id, userLogs.companyId))
      .where(sql`${companies.path} <@ (select path from companies where id = ${acmeClient})`);
    expect(stored?.total).toBeGreaterThan(DOWNLOAD_MAX_ROWS);
    const response = await download(path);
    const rows = linesOf(response.body);
    expect(rows[0]).toBe(HEADER);
    // Capped: the newest DOWNLOAD_MAX_ROWS rows only.
    expect(rows).toHaveLength(DOWNLOAD_MAX_ROWS + 1);
    expect(response.body).not.toContain('beta started');
  });

  it('pages through batches without losing or repeating a row, ties included', async () => {
    const response = await download(
      logDownloadPath(acmeClient, { dateRange: { start: '2019-06-01', end: '2019-06-30' } }),
      {
        'x-timezone': 'UTC',
      },
    );
    const descriptions = linesOf(response.body)
      .slice(1)
      .map((line) => line.split(',')[5]);
    expect(descriptions).toHaveLength(2500);
    expect(new Set(descriptions).size).toBe(2500);
    // Newest first: within a moment the higher id (the later insert) comes first.
    expect(descriptions.slice(0, 4)).toEqual(['bulk 02499', 'bulk 02498', 'bulk 02497', 'bulk 02496']);
    expect(descriptions.at(-1)).toBe('bulk 00000');
  });

  it.each([
    [
      'a malformed date range',
      `/configuration/user/download-log-user/ID/9999/9999/9999/yesterday/all`,
      'logDateRange',
    ],
    [
      'an end before the start',
      `/configuration/user/download-log-user/ID/9999/9999/9999/2021-03-05_2021-03-01/all`,
      'logDateRange',
    ],
    [
      'a user id that is not a number',
      `/configuration/user/download-log-user/ID/9999/abc/9999/all/all`,
      'userID',
    ],
    [
      'a user type outside the list',
      `/configuration/user/download-log-user/ID/sales/9999/9999/all/all`,
      'userType',
    ],
    [
      'a company id that is not a number',
      `/configuration/user/download-log-user/acme/9999/9999/9999/all/all`,
      'companyID',
    ],
  ])('answers 422 for %s', async (_case, path, field) => {
    const response = await download(path.replace('/ID/', `/${acmeClient}/`));
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().errors).toHaveProperty(field);
  });
});
