import { DEMO_PASSWORD, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges, users } from '../../src/db/schema/index.ts';
import { currentTotpCode } from '../../src/modules/auth/totp.ts';
import { lastCodeTo } from '../outbox.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '50',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '50',
    LOGIN_MAX_FAILURES_PER_IP: '500',
  });
});
afterAll(() => test.close());

const userId = async (email: string) =>
  (await test.ctx.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;

const login = (username: string, domainName: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: DEMO_PASSWORD, domainName },
  });

const verify = (email: string, code: string, challenge: string) =>
  test.app.inject({ method: 'POST', url: '/api/verifylogin', payload: { email, code, challenge } });

async function setTwoFactor(email: string, body: Record<string, unknown>) {
  const token = await test.signIn(email);
  const id = await userId(email);
  return test.app.inject({
    method: 'PUT',
    url: `/api/setting/twofactorauth/${id}`,
    headers: bearer(token),
    payload: { current_password: DEMO_PASSWORD, ...body },
  });
}

describe('e-mail two-factor', () => {
  it('asks for a mailed code after the password, and the code works once', async () => {
    const saved = await setTwoFactor('client@demo.test', {
      two_factor_auth: true,
      two_factor_auth_type: 'email',
    });
    expect(saved.json()).toMatchObject({
      two_factor_auth: true,
      two_factor_auth_type: 'email',
      message: messages.twoFactorSaved,
    });

    const first = await login('client@demo.test', 'acme.localhost');
    expect(first.json()).toMatchObject({ two_factor_required: true, two_factor_auth_type: 'email' });
    expect(first.json()).not.toHaveProperty('access_token');
    const { challenge } = first.json();
    const code = await lastCodeTo(test, 'client@demo.test');

    const wrong = await verify('client@demo.test', code === '000000' ? '111111' : '000000', challenge);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(messages.codeInvalid);

    const right = await verify('client@demo.test', code, challenge);
    expect(right.statusCode).toBe(200);
    expect(right.json().result).toBe('success');
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(right.json().rows.access_token),
    });
    expect(me.json().email).toBe('client@demo.test');

    const reused = await verify('client@demo.test', code, challenge);
    expect(reused.statusCode).toBe(422);
  });

  it('a resent code replaces the first', async () => {
    const { challenge } = (await login('client@demo.test', 'acme.localhost')).json();
    const firstCode = await lastCodeTo(test, 'client@demo.test');
    const resend = await test.app.inject({
      method: 'POST',
      url: '/api/resendcode',
      payload: { email: 'client@demo.test', challenge },
      headers: { host: 'acme.localhost' },
    });
    expect(resend.statusCode).toBe(200);
    const secondCode = await lastCodeTo(test, 'client@demo.test');
    if (firstCode !== secondCode)
      expect((await verify('client@demo.test', firstCode, challenge)).statusCode).toBe(422);
    expect((await verify('client@demo.test', secondCode, challenge)).statusCode).toBe(200);
  });

  it('expired codes are refused', async () => {
    const { challenge } = (await login('client@demo.test', 'acme.localhost')).json();
    const code = await lastCodeTo(test, 'client@demo.test');
    await test.ctx.db.update(loginChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await verify('client@demo.test', code, challenge);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.challengeExpired);
  });

  it('five wrong codes burn the challenge', async () => {
    const { challenge } = (await login('client@demo.test', 'acme.localhost')).json();
    const code = await lastCodeTo(test, 'client@demo.test');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await verify('client@demo.test', wrongCode, challenge);
    expect((await verify('client@demo.test', code, challenge)).statusCode).toBe(422);
  });

  it('a challenge cannot be used for another account', async () => {
    const { challenge } = (await login('client@demo.test', 'acme.localhost')).json();
    const code = await lastCodeTo(test, 'client@demo.test');
    expect((await verify('agency@demo.test', code, challenge)).statusCode).toBe(422);
  });

  it('choosing none turns it off', async () => {
    const { challenge } = (await login('client@demo.test', 'acme.localhost')).json();
    const signedIn = await verify('client@demo.test', await lastCodeTo(test, 'client@demo.test'), challenge);
    const id = await userId('client@demo.test');
    const off = await test.app.inject({
      method: 'PUT',
      url: `/api/setting/twofactorauth/${id}`,
      headers: bearer(signedIn.json().rows.access_token),
      payload: { two_factor_auth: false, two_factor_auth_type: 'none', current_password: DEMO_PASSWORD },
    });
    expect(off.json()).toMatchObject({
      two_factor_auth: false,
      two_factor_auth_type: 'none',
      message: messages.twoFactorDisabled,
    });
    expect((await login('client@demo.test', 'acme.localhost')).json()).toHaveProperty('access_token');
  });
});

describe('Google Authenticator two-factor', () => {
  it('sets up with a QR code, needs a code from the app, then guards sign-in', async () => {
    const token = await test.signIn('agency@demo.test');
    const id = await userId('agency@demo.test');
    const me = (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    const setup = await test.app.inject({
      method: 'GET',
      url: `/api/setting/get-google-tfa/${id}/${me.company_id}`,
      headers: bearer(token),
    });
    expect(setup.statusCode).toBe(200);
    const { secretKey, qrCodeUrl } = setup.json();
    expect(secretKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCodeUrl).toContain('<svg');

    const put = (body: Record<string, unknown>) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/setting/twofactorauth/${id}`,
        headers: bearer(token),
        payload: { current_password: DEMO_PASSWORD, ...body },
      });
    const noCode = await put({ two_factor_auth: true, two_factor_auth_type: 'google', secretKey });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toHaveProperty('code');
    const otherSecret = await put({
      two_factor_auth: true,
      two_factor_auth_type: 'google',
      secretKey: 'A'.repeat(32),
      code: '123456',
    });
    expect(otherSecret.statusCode).toBe(422);
    expect(otherSecret.json().errors).toHaveProperty('secretKey');

    const enabled = await put({
      two_factor_auth: true,
      two_factor_auth_type: 'google',
      secretKey,
      code: currentTotpCode(secretKey),
    });
    expect(enabled.json()).toMatchObject({ two_factor_auth: true, two_factor_auth_type: 'google' });

    const first = await login('agency@demo.test', 'acme.localhost');
    expect(first.json()).toMatchObject({ two_factor_required: true, two_factor_auth_type: 'google' });
    // The setup's code is spent: the sign-in takes the next step's (one step of drift is accepted).
    const setupCode = currentTotpCode(secretKey);
    expect((await verify('agency@demo.test', setupCode, first.json().challenge)).statusCode).toBe(422);
    const next = currentTotpCode(secretKey, Date.now() + 30_000);
    const again = await login('agency@demo.test', 'acme.localhost');
    const signedIn = await verify('agency@demo.test', next, again.json().challenge);
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('two-factor settings belong to their owner', () => {
  it.each([
    ['GET', '/api/setting/twofactorauth/ID'],
    ['PUT', '/api/setting/twofactorauth/ID'],
    ['GET', '/api/setting/get-google-tfa/ID/1'],
  ])('%s %s of another user answers 404 and changes nothing', async (method, path) => {
    const token = await test.signIn('agency2@demo.test');
    const victim = await userId('client@demo.test');
    const before = (await test.ctx.db.select().from(users).where(eq(users.id, victim)))[0];
    const response = await test.app.inject({
      method: method as 'GET' | 'PUT',
      url: path.replace('ID', String(victim)),
      headers: bearer(token),
      payload: method === 'PUT' ? { two_factor_auth: true, two_factor_auth_type: 'email' } : undefined,
    });
    expect(response.statusCode).toBe(404);
    const after = (await test.ctx.db.select().from(users).where(eq(users.id, victim)))[0];
    expect(after).toEqual(before);
  });

  it('rejects enabling with type none', async () => {
    const response = await setTwoFactor('sales@demo.test', {
      two_factor_auth: true,
      two_factor_auth_type: 'none',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('two_factor_auth_type');
  });
});
