// The developer API's clients (issue 26 part 2 item 3), called with the typed client: an agency lists
// its clients by keyset pages and adds one through the web's own add-client service (its rules, its
// taken e-mail, its invitation); 20 repeats with one Idempotency-Key add one client; another
// agency's clients never show (clients get no API credentials, so only agencies and the platform add).
import { messages, PROBLEM_CONTENT_TYPE } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
let acme: DeveloperAccess;
let beta: DeveloperAccess;
beforeAll(async () => {
  test = await createTestApp();
  acme = await developerAccess(test, 'agency@demo.test');
  beta = await developerAccess(test, 'agency2@demo.test');
});
afterAll(() => test.close());

const usersWithEmail = async (email: string) =>
  test.ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

const companyCount = async () =>
  Number(
    (await test.ctx.db.execute<{ n: string }>(sql`select count(*)::text as n from companies`)).rows[0]?.n,
  );

const create = (token: string, body: object, key?: string) =>
  publicApi(test, token).POST('/v1/clients', {
    body: body as never,
    ...(key && { params: { header: { 'idempotency-key': key } as never } }),
  });

describe('POST /v1/clients', () => {
  it('adds a client under the agency with its owner, and mails the invitation on the agency host', async () => {
    const { data, error, response } = await create(acme.token, {
      company_name: 'Harbor Dental',
      owner_name: 'Hana Harbor',
      email: '  Hana@Harbor.TEST ',
      phone: '2015550123',
      phone_country: 'US',
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Harbor Dental',
      owner_name: 'Hana Harbor',
      email: 'hana@harbor.test',
      phone: '2015550123',
      status: 'active',
    });
    const [company] = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, data?.id ?? 0));
    expect(company).toMatchObject({
      kind: 'client',
      parentId: (await companyOf(test.ctx.db, 'agency@demo.test')).id,
    });
    const mail = await lastMailTo(test, 'hana@harbor.test');
    expect(mail?.textBody).toMatch(/https?:\/\/acme\.localhost(:\d+)?\/reset-password\//);
  });

  it('takes the web form rules: the company name defaults to the owner name', async () => {
    const { data } = await create(acme.token, { owner_name: 'Solo Sam', email: 'sam@solo.test' });
    expect(data).toMatchObject({ name: 'Solo Sam', owner_name: 'Solo Sam', phone: null });
  });

  it('20 identical calls with one Idempotency-Key at once add one client', async () => {
    const body = { company_name: 'Once Only', owner_name: 'Olive Once', email: 'olive@once.test' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(acme.token, body, 'add-client-once-0001')),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
    expect(await usersWithEmail('olive@once.test')).toHaveLength(1);
  });

  it('answers a taken e-mail with a 422 problem naming email, and writes nothing', async () => {
    const before = await companyCount();
    const { error, response } = await create(acme.token, {
      owner_name: 'Copy Cat',
      email: 'CLIENT2@demo.test',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(error?.errors).toEqual({ email: messages.emailTaken });
    expect(await companyCount()).toBe(before);
  });

  it.each([
    ['no owner name', { owner_name: ' ', email: 'x1@bad.test' }, 'owner_name'],
    ['a bad e-mail', { owner_name: 'X', email: 'not-an-email' }, 'email'],
    ['a bad phone', { owner_name: 'X', email: 'x2@bad.test', phone: '12', phone_country: 'US' }, 'phone'],
    ['a 100 KB name', { owner_name: 'x'.repeat(100_000), email: 'x3@bad.test' }, 'owner_name'],
    ['a NUL byte', { owner_name: 'X', company_name: 'A\u0000B', email: 'x4@bad.test' }, 'company_name'],
    ['no e-mail', { owner_name: 'X' }, 'email'],
  ])('refuses %s with a 422 problem naming the field, writing nothing', async (_case, body, field) => {
    const before = await companyCount();
    const { error, response } = await create(acme.token, body);
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toContain(field);
    expect(await companyCount()).toBe(before);
  });

  it('refuses a token without campaigns:write with a 403 problem, adding nothing', async () => {
    const reader = await developerAccess(test, 'agency@demo.test', ['leads:read']);
    const refused = await create(reader.token, { owner_name: 'R', email: 'r@reader.test' });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ status: 403 });
    expect(await usersWithEmail('r@reader.test')).toHaveLength(0);
  });

  it('lets the platform add a client directly, as the web does', async () => {
    const root = await developerAccess(test, 'root@demo.test');
    const { data, response } = await create(root.token, { owner_name: 'Root Client', email: 'rc@root.test' });
    expect(response.status).toBe(201);
    const [company] = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, data?.id ?? 0));
    expect(company?.parentId).toBe((await companyOf(test.ctx.db, 'root@demo.test')).id);
  });
});

describe('GET /v1/clients', () => {
  it("pages through the agency's clients oldest first, none skipped or repeated, never another agency's", async () => {
    const api = publicApi(test, acme.token);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const { data, error } = await api.GET('/v1/clients', { params: { query: { limit: 2, cursor } } });
      expect(error, JSON.stringify(error)).toBeUndefined();
      seen.push(...(data?.data ?? []).map((client) => client.id));
      cursor = data?.next_cursor ?? undefined;
      if (!cursor) break;
    }
    const acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
    const expected = (
      await test.ctx.db.execute<{ id: number }>(
        sql`select id from companies where kind = 'client' and parent_id = ${acmeId} and removed_at is null
          order by created_at, id`,
      )
    ).rows.map((row) => Number(row.id));
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toContain((await companyOf(test.ctx.db, 'client@demo.test')).id);
    expect(seen).not.toContain((await companyOf(test.ctx.db, 'client2@demo.test')).id);
  });

  it('searches by name or e-mail with q', async () => {
    const { data } = await publicApi(test, acme.token).GET('/v1/clients', {
      params: { query: { q: 'harbor' } },
    });
    expect(data?.data.map((client) => client.name)).toEqual(['Harbor Dental']);
    const wild = await publicApi(test, acme.token).GET('/v1/clients', { params: { query: { q: '%' } } });
    expect(wild.data?.data).toEqual([]);
  });

  it("shows another agency only its own clients, and a client's owner e-mail", async () => {
    const { data } = await publicApi(test, beta.token).GET('/v1/clients', {
      params: { query: { limit: 100 } },
    });
    const emails = data?.data.map((client) => client.email);
    expect(emails).toContain('client2@demo.test');
    expect(emails).not.toContain('client@demo.test');
    expect(emails).not.toContain('hana@harbor.test');
  });

  it('refuses a bad cursor with a 422 problem and a token without a reading scope with 403', async () => {
    const bad = await publicApi(test, acme.token).GET('/v1/clients', {
      params: { query: { cursor: 'bm90LWEtY3Vyc29y' } },
    });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['cursor']);
    const narrow = await developerAccess(test, 'agency@demo.test', ['sso:issue']);
    expect((await publicApi(test, narrow.token).GET('/v1/clients', {})).response.status).toBe(403);
  });
});
