// Changes that could hand an account to someone with only a session need the current password (or a
// code of the current authenticator), and an authenticator code is good once per time step (issue
// "Close the holes an attacker found", item 13).
import { DEMO_PASSWORD, messages } from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { currentTotpCode, newTotpSecret } from '../../src/modules/auth/totp.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  // The race below sends 20 codes from one address at once; the sign-in limits have tests of their own.
  test = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '100',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
  });
});
afterAll(() => test.close());

const user = (email: string) => userNamed(test.ctx.db, email);

const tokens = new Map<string, string>();
/** Signed in before any second factor is switched on in the database by these tests. */
async function tokenOf(email: string) {
  const token = tokens.get(email) ?? (await test.signIn(email));
  tokens.set(email, token);
  return token;
}

async function putTwoFactor(email: string, body: Record<string, unknown>) {
  const token = await tokenOf(email);
  return test.app.inject({
    method: 'PUT',
    url: `/api/setting/twofactorauth/${(await user(email)).id}`,
    headers: bearer(token),
    payload: body,
  });
}

async function withAuthenticator(email: string) {
  const secret = newTotpSecret();
  await test.ctx.db
    .update(users)
    .set({ twoFactorAuth: true, twoFactorAuthType: 'google', totpSecret: secret, totpLastStep: null })
    .where(eq(users.email, email));
  return secret;
}

const OFF = { two_factor_auth: false, two_factor_auth_type: 'none' };

describe('two-factor changes need the current password', () => {
  it('turning e-mail two-factor off with only a session: 422 naming current_password, still on', async () => {
    await tokenOf('client2@demo.test');
    await test.ctx.db
      .update(users)
      .set({ twoFactorAuth: true, twoFactorAuthType: 'email' })
      .where(eq(users.email, 'client2@demo.test'));
    const response = await putTwoFactor('client2@demo.test', OFF);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.current_password).toBe(messages.currentPasswordRequired);
    expect((await user('client2@demo.test')).twoFactorAuth).toBe(true);

    const wrong = await putTwoFactor('client2@demo.test', { ...OFF, current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBe(messages.currentPasswordInvalid);
    expect((await user('client2@demo.test')).twoFactorAuth).toBe(true);
  });

  it('with the password it turns off', async () => {
    const response = await putTwoFactor('client2@demo.test', { ...OFF, current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await user('client2@demo.test')).twoFactorAuth).toBe(false);
  });

  it('turning e-mail two-factor on with only a session is refused too (it is a change)', async () => {
    const response = await putTwoFactor('agency2@demo.test', {
      two_factor_auth: true,
      two_factor_auth_type: 'email',
    });
    expect(response.statusCode).toBe(422);
    expect((await user('agency2@demo.test')).twoFactorAuth).toBe(false);
  });

  it('a code of the current authenticator works instead of the password, once', async () => {
    await tokenOf('sales@demo.test');
    const secret = await withAuthenticator('sales@demo.test');
    const code = currentTotpCode(secret);
    const first = await putTwoFactor('sales@demo.test', {
      two_factor_auth: true,
      two_factor_auth_type: 'email',
      current_code: code,
    });
    expect(first.statusCode).toBe(200);
    expect((await user('sales@demo.test')).twoFactorAuthType).toBe('email');

    await withAuthenticator('sales@demo.test');
    const replay = await putTwoFactor('sales@demo.test', { ...OFF, current_code: 'abcdef' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.current_code).toBe(messages.codeInvalid);
  });
});

describe('an authenticator code is accepted once per time step', () => {
  it('the same code cannot sign in twice, nor can an older one after a newer', async () => {
    const secret = await withAuthenticator('admin@demo.test');
    const signInWith = async (code: string) => {
      const first = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin@demo.test', password: DEMO_PASSWORD, domainName: 'localhost' },
      });
      return test.app.inject({
        method: 'POST',
        url: '/api/verifylogin',
        payload: { email: 'admin@demo.test', code, challenge: first.json().challenge },
      });
    };
    const now = currentTotpCode(secret);
    expect((await signInWith(now)).statusCode).toBe(200);
    expect((await signInWith(now)).statusCode).toBe(422);
    const next = currentTotpCode(secret, Date.now() + 30_000);
    expect((await signInWith(next)).statusCode).toBe(200);
    const previous = currentTotpCode(secret, Date.now() - 30_000);
    expect((await signInWith(previous)).statusCode).toBe(422);
  });

  it('20 sign-ins racing with one code: exactly one session', async () => {
    const secret = await withAuthenticator('root@demo.test');
    const code = currentTotpCode(secret);
    const challenges = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const first = await test.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'root@demo.test', password: DEMO_PASSWORD, domainName: 'localhost' },
        });
        return first.json().challenge as string;
      }),
    );
    const results = await Promise.all(
      challenges.map((challenge) =>
        test.app.inject({
          method: 'POST',
          url: '/api/verifylogin',
          payload: { email: 'root@demo.test', code, challenge },
        }),
      ),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });
});

describe('changing the login e-mail needs the current password', () => {
  const step1 = (email: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ step: '1', name: 'Acme Owner', email, ...extra }))
      form.append(key, value);
    return form;
  };

  async function saveProfile(form: FormData) {
    const token = await test.signIn('agency@demo.test');
    const request = new Request('http://localhost/api/user/update', { method: 'POST', body: form });
    return test.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it('with only a session: 422 naming current_password, the e-mail stays', async () => {
    const response = await saveProfile(step1('taken-over@evil.test'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.current_password).toBe(messages.currentPasswordRequired);
    expect((await user('agency@demo.test')).email).toBe('agency@demo.test');
  });

  it('other profile fields still save without it', async () => {
    const response = await saveProfile(step1('agency@demo.test'));
    expect(response.statusCode).toBe(200);
  });

  it('with the password the e-mail changes and the old address is told', async () => {
    const response = await saveProfile(step1('acme-owner@demo.test', { current_password: DEMO_PASSWORD }));
    expect(response.statusCode).toBe(200);
    const [changed] = await test.ctx.db.select().from(users).where(eq(users.email, 'acme-owner@demo.test'));
    expect(changed).toBeDefined();
    const [notice] = await test.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'agency@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(notice?.subject).toBe('Your login e-mail was changed');
    expect(notice?.textBody).toContain('acme-owner@demo.test');
  });
});

describe('guessing the authenticator code that stands in for the password', () => {
  it('counts toward the sign-in limits: past them even the right code is refused with 429', async () => {
    const strict = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '5' });
    try {
      const token = await strict.signIn('client2@demo.test');
      const secret = newTotpSecret();
      await strict.ctx.db
        .update(users)
        .set({ twoFactorAuth: true, twoFactorAuthType: 'google', totpSecret: secret, totpLastStep: null })
        .where(eq(users.email, 'client2@demo.test'));
      const id = (await userNamed(strict.ctx.db, 'client2@demo.test')).id;
      const put = (code: string) =>
        strict.app.inject({
          method: 'PUT',
          url: `/api/setting/twofactorauth/${id}`,
          headers: bearer(token),
          payload: { ...OFF, current_code: code },
        });
      const right = currentTotpCode(secret);
      const wrong = right === '000000' ? '111111' : '000000';
      const guesses = await Promise.all(Array.from({ length: 20 }, () => put(wrong)));
      expect(guesses.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(15);
      expect((await put(right)).statusCode).toBe(429);
      expect((await userNamed(strict.ctx.db, 'client2@demo.test')).twoFactorAuth).toBe(true);
    } finally {
      await strict.close();
    }
  });
});
