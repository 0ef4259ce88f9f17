// Document download authorisation (part 1 §2 /download-auth/{pkdoc}: user, userdownline,
// administrator; §7 POST /docauth with pwd and urldata): a campaign's lead list is described to those
// who may see the campaign, and downloaded only with the caller's own password; wrong passwords are
// refused naming pwd and count toward the sign-in limits; another tenant's campaign is 404 and
// nothing is sent; clients, sales people and view-as sessions are refused.
import { DEMO_PASSWORD, messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads, userLogs } from '../../src/db/schema/index.ts';
import { DEMO_CAMPAIGN_IDS } from '../../src/seed/demo-costs.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const tokens = new Map<string, string>();
const ACME = DEMO_CAMPAIGN_IDS.acme;
const BETA = DEMO_CAMPAIGN_IDS.beta;

beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '3' });
  const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.leadspeekApiId, ACME));
  if (!campaign) throw new Error('no demo campaign');
  await test.ctx.db.insert(leads).values(
    ['Ada', 'Grace'].map((firstName, index) => ({
      campaignId: campaign.id,
      companyId: campaign.companyId,
      module: campaign.module,
      personKey: `docauth-${index}`,
      firstName,
      lastName: 'Lovelace',
      email: `${firstName.toLowerCase()}@leads.test`,
      priceCents: 150,
    })),
  );
});
afterAll(() => test.close());

async function tokenOf(email: string) {
  let token = tokens.get(email);
  if (!token) {
    token = await test.signIn(email);
    tokens.set(email, token);
  }
  return token;
}

const info = async (email: string, pkdoc: string) =>
  test.app.inject({ method: 'GET', url: `/api/docauth/${pkdoc}`, headers: bearer(await tokenOf(email)) });

const download = async (email: string, body: unknown, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/docauth',
    headers: bearer(token ?? (await tokenOf(email))),
    payload: body as object,
  });

const downloadLogs = async () =>
  (await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'campaign'))).filter((row) =>
    row.description.startsWith('Downloaded the leads'),
  ).length;

const failuresOf = async (email: string) => {
  const { rows } = await test.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from login_failures where email = ${email}`,
  );
  return rows[0]?.n ?? 0;
};

describe('GET /docauth/{pkdoc}', () => {
  it.each([['agency@demo.test'], ['root@demo.test'], ['admin@demo.test']])(
    'describes the campaign’s lead list to %s',
    async (email) => {
      const response = await info(email, ACME);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        pkdoc: ACME,
        company_name: 'Acme Client Co',
        module: 'local',
        lead_count: 2,
      });
      expect(response.json().file_name).toMatch(/^leads-.*\.csv$/);
    },
  );

  it('answers 404 for another agency’s campaign and for one that does not exist', async () => {
    expect((await info('agency2@demo.test', ACME)).statusCode).toBe(404);
    expect((await info('agency@demo.test', BETA)).statusCode).toBe(404);
    expect((await info('agency@demo.test', 'NO-SUCH-DOC')).statusCode).toBe(404);
  });

  it.each([['client@demo.test'], ['sales@demo.test']])(
    'refuses %s (not a document reader)',
    async (email) => {
      expect((await info(email, ACME)).statusCode).toBe(403);
    },
  );
});

describe('POST /docauth', () => {
  it('sends the lead list as CSV once the password matches, and logs it', async () => {
    const before = await downloadLogs();
    const response = await download('agency@demo.test', { pwd: DEMO_PASSWORD, urldata: ACME });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-.*\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('ada@leads.test');
    expect(response.body).toContain('grace@leads.test');
    expect(await downloadLogs()).toBe(before + 1);
  });

  it('refuses a wrong password naming pwd, sends nothing, and counts the failure', async () => {
    const failures = await failuresOf('agency@demo.test');
    const response = await download('agency@demo.test', { pwd: 'not-my-password', urldata: ACME });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pwd: messages.currentPasswordInvalid });
    expect(response.body).not.toContain('ada@leads.test');
    expect(await failuresOf('agency@demo.test')).toBe(failures + 1);
  });

  it('stops guessing: past the limit even the right password is refused with 429', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await download('root@demo.test', { pwd: `guess-${attempt}`, urldata: ACME });
    const response = await download('root@demo.test', { pwd: DEMO_PASSWORD, urldata: ACME });
    expect(response.statusCode).toBe(429);
    expect(response.body).not.toContain('ada@leads.test');
  });

  it('answers 404 for another agency’s campaign even with the right password, and logs nothing', async () => {
    const before = await downloadLogs();
    const response = await download('agency2@demo.test', { pwd: DEMO_PASSWORD, urldata: ACME });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ada@leads.test');
    expect(await downloadLogs()).toBe(before);
  });

  it.each([['client@demo.test'], ['sales@demo.test']])('refuses %s', async (email) => {
    const response = await download(email, { pwd: DEMO_PASSWORD, urldata: ACME });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a view-as session: its password would be someone else’s', async () => {
    const root = await tokenOf('root@demo.test');
    const [agencyUser] = await test.ctx.db
      .execute<{ id: number }>(sql`select id from users where email = 'agency@demo.test'`)
      .then((result) => result.rows);
    const switched = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch',
      headers: bearer(root),
      payload: { usrID: agencyUser?.id },
    });
    expect(switched.statusCode).toBe(200);
    const token = switched.json().access_token as string;
    const response = await download('agency@demo.test', { pwd: DEMO_PASSWORD, urldata: ACME }, token);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['no password', { urldata: ACME }, 'pwd'],
    ['an empty password', { pwd: '', urldata: ACME }, 'pwd'],
    ['a NUL in the password', { pwd: 'a\u0000b', urldata: ACME }, 'pwd'],
    ['a 100 KB password', { pwd: 'x'.repeat(100_000), urldata: ACME }, 'pwd'],
    ['no document', { pwd: DEMO_PASSWORD }, 'urldata'],
    ['a NUL in the document', { pwd: DEMO_PASSWORD, urldata: 'a\u0000b' }, 'urldata'],
    ['a 100 KB document', { pwd: DEMO_PASSWORD, urldata: 'a'.repeat(100_000) }, 'urldata'],
    ['a path in the document', { pwd: DEMO_PASSWORD, urldata: '../../etc/passwd' }, 'urldata'],
    ['a number for the password', { pwd: 2 ** 53, urldata: ACME }, 'pwd'],
  ])('refuses %s with 422 naming %s, without counting a failure', async (_case, body, field) => {
    const failures = await failuresOf('agency@demo.test');
    const response = await download('agency@demo.test', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await failuresOf('agency@demo.test')).toBe(failures);
  });

  it.each([['2147483648'], ['9007199254740992'], ['%00'], ['x'.repeat(100_000)]])(
    'refuses the document id %# in the path with 400/404/422, never 500',
    async (pkdoc) => {
      const response = await info('agency@demo.test', pkdoc);
      expect([400, 404, 414, 422]).toContain(response.statusCode);
    },
  );
});
