// Links in e-mails point at the brand's configured site, never at the Host (or X-Forwarded-Host) of
// the request that caused the e-mail: a forged header must not turn a reset link into a token sent
// to an attacker's site (issue "Close the holes an attacker found", item 2).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ TRUST_PROXY: '1', PORT: '3000' });
});
afterAll(() => test.close());

const FORGED = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

const linksIn = (text: string | undefined) => text?.match(/https?:\/\/[^\s]+/g) ?? [];

async function userId(email: string) {
  const [row] = await test.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('links in e-mails follow the brand, not the request', () => {
  it.each([
    [
      'a client: its agency subdomain',
      'client@demo.test',
      'acme.localhost',
      'http://acme.localhost:3000/reset-password/',
    ],
    [
      'an agency owner on its own site',
      'agency@demo.test',
      'acme.localhost',
      'http://acme.localhost:3000/reset-password/',
    ],
    [
      'an agency owner on the platform',
      'agency@demo.test',
      'localhost',
      'http://localhost:3000/reset-password/',
    ],
    ['the platform owner', 'root@demo.test', 'localhost', 'http://localhost:3000/reset-password/'],
  ])('forgetpass for %s with a forged Host', async (_, email, domainName, expected) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      headers: FORGED,
      payload: { username: email, domainName },
    });
    expect(response.statusCode).toBe(200);
    const links = linksIn((await lastMailTo(test, email))?.textBody);
    expect(links).toHaveLength(1);
    expect(links[0]?.startsWith(expected)).toBe(true);
    expect(links.join(' ')).not.toContain('attacker');
  });

  it('a forged Host alone reaches no brand a client may use: nothing is sent', async () => {
    const before = await lastMailTo(test, 'client2@demo.test');
    await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      headers: FORGED,
      payload: { username: 'client2@demo.test' },
    });
    expect((await lastMailTo(test, 'client2@demo.test'))?.id).toBe(before?.id);
  });

  it('forgetpass without domainName falls back to the Host for the brand check only', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass',
      headers: { host: 'acme.localhost:3000' },
      payload: { username: 'client@demo.test' },
    });
    const links = linksIn((await lastMailTo(test, 'client@demo.test'))?.textBody);
    expect(links[0]).toMatch(/^http:\/\/acme\.localhost:3000\/reset-password\//);
  });

  it('the welcome e-mail of a sign-up', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: FORGED,
      payload: {
        companyname: 'Forged Host Co',
        name: 'Fay Forged',
        email: 'fay@forged.test',
        phonenum: '+13125550188',
        password: 'Str0ng-pass!',
        userType: 'client',
        domainName: 'acme.localhost',
      },
    });
    expect(response.statusCode).toBe(200);
    const links = linksIn((await lastMailTo(test, 'fay@forged.test'))?.textBody);
    expect(links).toEqual(['http://acme.localhost:3000/login.']);
  });

  it('a resent invitation', async () => {
    const token = await test.signIn('agency@demo.test');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/configuration/user/resendinvitation',
      headers: { ...bearer(token), ...FORGED },
      payload: { userID: await userId('client@demo.test') },
    });
    expect(response.statusCode).toBe(200);
    const links = linksIn((await lastMailTo(test, 'client@demo.test'))?.textBody);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/acme\.localhost:3000\/reset-password\//);
  });
});

describe('link settings', () => {
  it('LINK_PROTOCOL and LINK_PORT shape every link (production: https, no port)', async () => {
    const production = await createTestApp({ LINK_PROTOCOL: 'https', LINK_PORT: '8443' });
    try {
      await production.app.inject({
        method: 'POST',
        url: '/api/forgetpass',
        headers: FORGED,
        payload: { username: 'client@demo.test', domainName: 'acme.localhost' },
      });
      const links = linksIn((await lastMailTo(production, 'client@demo.test'))?.textBody);
      expect(links[0]).toMatch(/^https:\/\/acme\.localhost:8443\/reset-password\//);
    } finally {
      await production.close();
    }
  });
});
