// Issue 14: an agency's own SMTP sender. Tested against an SMTP server in this process: the test e-mail
// arrives from the agency's address, its clients' mail goes through it, a wrong password reads as a
// sentence, and another agency's (or the platform's) mail never uses it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyMailSenders, mailOutbox, userLogs } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type LocalSmtp, startLocalSmtp } from './local-smtp.ts';

const ACCOUNT = { user: 'acme-mailer', pass: 'S3cret-smtp-pass' };
let test: TestApp;
let smtp: LocalSmtp;
let acmeId: number;
let betaId: number;
let agency: string;
let agency2: string;
let client: string;

beforeAll(async () => {
  smtp = await startLocalSmtp(ACCOUNT);
  test = await createTestApp({
    SMTP_TLS_VERIFY: 'false',
    SMTP_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: 'a test key of at least thirty-two characters',
  });
  acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  betaId = (await companyOf(test.ctx.db, 'agency2@demo.test')).id;
  agency = await test.signIn('agency@demo.test');
  agency2 = await test.signIn('agency2@demo.test');
  client = await test.signIn('client@demo.test');
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const form = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'starttls',
  username: ACCOUNT.user,
  password: ACCOUNT.pass,
  from_name: 'Acme Marketing',
  from_address: 'hello@acme-agency.test',
  ...overrides,
});

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

const senderRows = () => test.ctx.db.select().from(agencyMailSenders);

describe('an agency saves and tests its own SMTP sender', () => {
  it('starts with no sender: the password reads "not set"', async () => {
    const response = await call(agency, 'GET', `/configuration/setting/${acmeId}/customsmtp`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ configured: false, password: 'not set' });
  });

  it('testsmtp sends through the unsaved form: it arrives from the agency address', async () => {
    const response = await call(agency, 'POST', '/configuration/user/testsmtp', {
      companyID: acmeId,
      to: 'owner@acme-agency.test',
      ...form(),
    });
    expect(response.json()).toMatchObject({ result: 'success' });
    expect(response.json().message).toContain('owner@acme-agency.test');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'hello@acme-agency.test',
      to: ['owner@acme-agency.test'],
      user: ACCOUNT.user,
    });
    expect(smtp.received[0]?.raw).toMatch(/From: Acme Marketing <hello@acme-agency\.test>/);
    expect(await senderRows()).toHaveLength(0);
  });

  it('a wrong password answers the mail server refusal as a sentence, and nothing arrives', async () => {
    const response = await call(agency, 'POST', '/configuration/user/testsmtp', {
      companyID: acmeId,
      to: 'owner@acme-agency.test',
      ...form({ password: 'wrong' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('failed');
    expect(response.json().message).toMatch(
      /^The mail server refused the user name or password\. The server said: "535/,
    );
    expect(smtp.received).toHaveLength(0);
  });

  it('a port where nothing listens reads as a connection problem', async () => {
    const response = await call(agency, 'POST', '/configuration/user/testsmtp', {
      companyID: acmeId,
      to: 'owner@acme-agency.test',
      ...form({ port: 1 }),
    });
    expect(response.json()).toMatchObject({ result: 'failed' });
    expect(response.json().message).toMatch(/Could not connect/);
  });

  it('test-email before a sender is saved says to save it first', async () => {
    const response = await call(agency, 'POST', '/configuration/setting/test-email', {
      companyID: acmeId,
      email: 'owner@acme-agency.test',
    });
    expect(response.json()).toMatchObject({
      result: 'failed',
      message: 'Save your mail server first, then send a test e-mail through it.',
    });
  });

  it('saves the sender: the password is sealed, never answered, and a blank one keeps it', async () => {
    const saved = await call(agency, 'PUT', `/configuration/setting/${acmeId}/customsmtp`, form());
    expect(saved.statusCode).toBe(200);
    const [row] = await senderRows();
    expect(row?.passwordEncrypted).not.toContain(ACCOUNT.pass);
    const read = await call(agency, 'GET', `/configuration/setting/${acmeId}/customsmtp`);
    expect(read.json()).toMatchObject({
      configured: true,
      password: 'set',
      host: '127.0.0.1',
      from_address: 'hello@acme-agency.test',
    });
    expect(read.body).not.toContain(ACCOUNT.pass);

    const renamed = await call(
      agency,
      'PUT',
      `/configuration/setting/${acmeId}/customsmtp`,
      form({ password: '', from_name: 'Acme Team' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await senderRows())[0]?.passwordEncrypted).toBe(row?.passwordEncrypted);
    const logged = await test.ctx.db.select().from(userLogs).where(eq(userLogs.companyId, acmeId));
    expect(logged.some((log) => log.description.includes('Saved the mail server'))).toBe(true);
  });

  it('test-email sends through the saved sender', async () => {
    const response = await call(agency, 'POST', '/configuration/setting/test-email', {
      companyID: acmeId,
      email: 'owner@acme-agency.test',
    });
    expect(response.json()).toMatchObject({ result: 'success' });
    expect(smtp.received[0]?.raw).toMatch(/From: Acme Team <hello@acme-agency\.test>/);
  });

  it("a client's password-reset e-mail goes through the agency's server", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      payload: { username: 'client@demo.test', domainName: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'hello@acme-agency.test', to: ['client@demo.test'] });
    expect(smtp.received[0]?.raw).toContain('/reset-password/');
    const [row] = await test.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'client@demo.test'));
    expect(row?.status).toBe('sent');
  });

  it("another agency's client and the platform's own staff keep the platform's mail (the outbox here)", async () => {
    for (const [username, domainName] of [
      ['client2@demo.test', 'beta.localhost'],
      ['root@demo.test', 'localhost'],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/forgetpass',
        payload: { username, domainName },
      });
      expect(response.statusCode).toBe(200);
      const rows = await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, username));
      expect(rows.map((row) => row.status)).toEqual(['outbox']);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('removing the sender gives the mail back to the platform', async () => {
    const removed = await call(agency, 'DELETE', `/configuration/setting/${acmeId}/customsmtp`);
    expect(removed.statusCode).toBe(200);
    expect(await senderRows()).toHaveLength(0);
    await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      payload: { username: 'client@demo.test', domainName: 'acme.localhost' },
    });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('only the agency itself reaches its sender (another agency 404, a client 403/404, nothing changed)', () => {
  beforeAll(async () => {
    await call(agency, 'PUT', `/configuration/setting/${acmeId}/customsmtp`, form());
  });

  type Case = [
    name: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: () => string,
    body?: () => object,
  ];
  it.each<Case>([
    ['read', 'GET', () => `/configuration/setting/${acmeId}/customsmtp`, undefined],
    ['save', 'PUT', () => `/configuration/setting/${acmeId}/customsmtp`, () => form({ host: 'evil.test' })],
    ['remove', 'DELETE', () => `/configuration/setting/${acmeId}/customsmtp`, undefined],
    [
      'testsmtp',
      'POST',
      () => '/configuration/user/testsmtp',
      () => ({ companyID: acmeId, to: 'x@evil.test', ...form({ password: '' }) }),
    ],
    [
      'test-email',
      'POST',
      () => '/configuration/setting/test-email',
      () => ({ companyID: acmeId, email: 'x@evil.test' }),
    ],
  ])('%s with the other agency id', async (_name, method, url, body) => {
    const before = await senderRows();
    for (const [token, allowed] of [
      [agency2, [404]],
      [client, [403, 404]],
    ] as const) {
      const response = await call(token, method, url(), body?.());
      expect(allowed).toContain(response.statusCode);
      expect(response.body).not.toContain(ACCOUNT.pass);
    }
    expect(await senderRows()).toEqual(before);
    expect(smtp.received).toHaveLength(0);
  });

  it("beta's own id does not reach acme's sender either", async () => {
    const response = await call(agency2, 'GET', `/configuration/setting/${betaId}/customsmtp`);
    expect(response.json()).toMatchObject({ configured: false });
  });
});

describe('the server never probes its own network for an agency', () => {
  it('a mail server on a private or loopback address is refused in a sentence (SMTP_ALLOW_PRIVATE unset)', async () => {
    const strict = await createTestApp({ SMTP_TLS_VERIFY: 'false' });
    try {
      const token = await strict.signIn('agency@demo.test');
      for (const host of ['127.0.0.1', '10.1.2.3', 'localhost']) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/configuration/user/testsmtp',
          headers: bearer(token),
          payload: { companyID: acmeId, to: 'owner@acme-agency.test', ...form({ host }) },
        });
        expect(response.json()).toEqual({
          result: 'failed',
          message:
            "That mail server's address is on a private network the platform may not reach. Use your provider's public SMTP host.",
        });
      }
      expect(smtp.received).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});

describe('bad input answers 422 naming the field, never 500', () => {
  it.each([
    ['host', { host: 'smtp\u0000.test' }],
    ['host', { host: 'x'.repeat(100_000) }],
    ['host', { host: 'smtp.test:25' }],
    ['port', { port: 70_000 }],
    ['port', { port: 'abc' }],
    ['security', { security: 'ssl3' }],
    ['username', { username: 'a\u0000b' }],
    ['password', { password: 'p'.repeat(100_000) }],
    ['from_name', { from_name: '' }],
    ['from_address', { from_address: 'not-an-address' }],
    ['from_address', { from_address: `${'a'.repeat(100_000)}@x.test` }],
  ])('%s', async (field, overrides) => {
    const before = await senderRows();
    const response = await call(
      agency,
      'PUT',
      `/configuration/setting/${acmeId}/customsmtp`,
      form(overrides),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await senderRows()).toEqual(before);
    const tested = await call(agency, 'POST', '/configuration/user/testsmtp', {
      companyID: acmeId,
      to: 'a@b.test',
      ...form(overrides),
    });
    expect(tested.statusCode).toBe(422);
    expect(tested.json().errors).toHaveProperty(field);
  });

  it('test-email with a NUL byte or a 100 KB address names email', async () => {
    for (const email of ['a\u0000@b.test', `${'a'.repeat(100_000)}@b.test`]) {
      const response = await call(agency, 'POST', '/configuration/setting/test-email', {
        companyID: acmeId,
        email,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('email');
    }
  });

  it('a first save without a password names password', async () => {
    const response = await call(
      agency2,
      'PUT',
      `/configuration/setting/${betaId}/customsmtp`,
      form({ password: '' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: 'Enter the password of the mail server.' });
  });
});
