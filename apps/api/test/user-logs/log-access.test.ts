// Who may read whose logs: every user-log route × demo users × own and foreign companies.
import { logDownloadPath } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userLogs, users } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { seedLog } from './seed-logs.ts';

let test: TestApp;
let company: Record<'root' | 'acme' | 'acmeClient' | 'beta' | 'betaClient', number>;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  company = {
    root: (await companyOf(db, 'root@demo.test')).id,
    acme: (await companyOf(db, 'agency@demo.test')).id,
    acmeClient: (await companyOf(db, 'client@demo.test')).id,
    beta: (await companyOf(db, 'agency2@demo.test')).id,
    betaClient: (await companyOf(db, 'client2@demo.test')).id,
  };
  await seedLog(db, {
    email: 'client@demo.test',
    action: 'profile',
    description: 'acme secret',
    at: '2021-05-01T10:00',
  });
  await seedLog(db, {
    email: 'client2@demo.test',
    action: 'profile',
    description: 'beta secret',
    at: '2021-05-01T10:00',
  });
  // Two staff members of Acme: one whose role grants Settings, one without a role.
  const owner = await userNamed(db, 'agency@demo.test');
  const [role] = await db.select().from(roles).where(eq(roles.companyId, company.acme));
  for (const [email, roleId] of [
    ['settings-admin@acme.test', role?.id ?? null],
    ['plain-admin@acme.test', null],
  ] as const) {
    await db.insert(users).values({
      companyId: company.acme,
      userType: 'administrator',
      name: email,
      email,
      passwordHash: owner.passwordHash,
      roleId,
    });
  }
});
afterAll(() => test.close());

type Call = (companyId: number) => { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const ROUTES: Record<string, Call> = {
  'log-user': (companyID) => ({
    method: 'POST',
    url: '/configuration/user/log-user',
    payload: { companyID },
  }),
  'log-category': (companyID) => ({
    method: 'POST',
    url: '/configuration/user/log-category',
    payload: { companyID },
  }),
  'show-user': (companyID) => ({
    method: 'POST',
    url: '/configuration/user/show-user',
    payload: { companyID },
  }),
  'show-campaigns': (companyID) => ({
    method: 'POST',
    url: '/configuration/user/show-campaigns',
    payload: { companyID },
  }),
  'download-log-user': (companyID) => ({ method: 'GET', url: logDownloadPath(companyID, {}) }),
};

async function call(email: string, route: string, companyId: number) {
  const token = await test.signIn(email, email.endsWith('@acme.test') ? 'acme.localhost' : undefined);
  const request = ROUTES[route]?.(companyId);
  if (!request) throw new Error(`no route ${route}`);
  return test.app.inject({ ...request, url: `/api${request.url}`, headers: bearer(token) });
}

type Target = keyof typeof company;
const MATRIX: [string, Target, number][] = [
  ['root@demo.test', 'root', 200],
  ['root@demo.test', 'acme', 200],
  ['root@demo.test', 'betaClient', 200],
  ['admin@demo.test', 'beta', 200],
  ['agency@demo.test', 'acmeClient', 200],
  ['agency@demo.test', 'acme', 404],
  ['agency@demo.test', 'beta', 404],
  ['agency@demo.test', 'betaClient', 404],
  ['agency@demo.test', 'root', 404],
  ['agency2@demo.test', 'acme', 404],
  ['agency2@demo.test', 'acmeClient', 404],
  ['settings-admin@acme.test', 'acmeClient', 200],
  ['settings-admin@acme.test', 'betaClient', 404],
  ['plain-admin@acme.test', 'acmeClient', 403],
  ['client@demo.test', 'acmeClient', 403],
  ['client@demo.test', 'betaClient', 403],
  ['sales@demo.test', 'acme', 403],
  ['sales@demo.test', 'acmeClient', 403],
];

describe.each(Object.keys(ROUTES))('%s', (route) => {
  it.each(MATRIX)('%s on %s answers %i', async (email, target, status) => {
    const response = await call(email, route, company[target]);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) {
      expect(response.body).not.toContain('secret');
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('nothing of another agency leaks', () => {
  it('an agency reads its client logs, never those of another agency', async () => {
    const token = await test.signIn('agency@demo.test');
    const page = await test.app.inject({
      method: 'POST',
      url: '/api/configuration/user/log-user',
      headers: bearer(token),
      payload: { companyID: company.acmeClient, logDateRange: '2021-05-01_2021-05-01' },
    });
    const descriptions = page.json().data.map((row: { description: string }) => row.description);
    expect(descriptions).toEqual(['acme secret']);

    const csv = await call('agency@demo.test', 'download-log-user', company.acmeClient);
    expect(csv.body).toContain('acme secret');
    expect(csv.body).not.toContain('beta secret');
    expect(csv.body).not.toContain('Beta');
  });

  it('users and campaigns of the filter come from the own subtree only', async () => {
    const usersAnswer = await call('agency@demo.test', 'show-user', company.acmeClient);
    expect(usersAnswer.json().users.map((user: { name: string }) => user.name)).toEqual(['Carl Client']);
    const campaignsAnswer = await call('agency@demo.test', 'show-campaigns', company.acmeClient);
    expect(
      campaignsAnswer.json().campaigns.map((row: { leadspeek_api_id: string }) => row.leadspeek_api_id),
    ).toEqual(['10000001']);
  });

  it('a user of another agency cannot be used as the user filter', async () => {
    const token = await test.signIn('agency@demo.test');
    const foreign = await userNamed(test.ctx.db, 'client2@demo.test');
    for (const request of [
      {
        method: 'POST' as const,
        url: '/api/configuration/user/log-user',
        payload: { companyID: company.acmeClient, userID: foreign.id },
      },
      { method: 'GET' as const, url: `/api${logDownloadPath(company.acmeClient, { userId: foreign.id })}` },
    ]) {
      const response = await test.app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('userID');
    }
  });

  it('reading the logs writes nothing', async () => {
    const token = await test.signIn('root@demo.test');
    const before = await test.ctx.db.$count(userLogs);
    for (const route of Object.values(ROUTES)) {
      const request = route(company.acme);
      const response = await test.app.inject({
        ...request,
        url: `/api${request.url}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await test.ctx.db.$count(userLogs)).toBe(before);
  });
});
