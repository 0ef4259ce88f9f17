import { DEMO_PASSWORD, messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const forget = (username: string, domainName: string) =>
  test.app.inject({ method: 'POST', url: '/api/forgetpass', payload: { username, domainName } });

async function resetTokenFor(email: string, host: string) {
  await forget(email, host);
  const link = (await lastMailTo(test, email))?.textBody.match(/\/reset-password\/([\w-]+)/);
  if (!link?.[1]) throw new Error('no reset link mailed');
  return link[1];
}

describe('forgotten password', () => {
  it('mails a link that sets a new password once, and signs every session out', async () => {
    const oldSession = await test.signIn('agency2@demo.test');
    const token = await resetTokenFor('agency2@demo.test', 'beta.localhost');
    expect((await lastMailTo(test, 'agency2@demo.test'))?.subject).toBe('Reset your Beta Growth password');

    const check = await test.app.inject({ method: 'GET', url: `/api/forgetpass/${token}` });
    expect(check.json()).toEqual({ email: 'agency2@demo.test' });

    const payload = { token, password: 'Brand-new-pass1', password_confirmation: 'Brand-new-pass1' };
    const reset = await test.app.inject({ method: 'POST', url: '/api/forgetpass/reset', payload });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(messages.passwordResetDone);

    const again = await test.app.inject({ method: 'POST', url: '/api/forgetpass/reset', payload });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(messages.resetLinkInvalid);

    const oldUse = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldSession) });
    expect(oldUse.statusCode).toBe(401);
    await expect(test.signIn('agency2@demo.test', 'beta.localhost', DEMO_PASSWORD)).rejects.toThrow();
    await expect(test.signIn('agency2@demo.test', 'beta.localhost', 'Brand-new-pass1')).resolves.toBeTruthy();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await forget('client@demo.test', 'acme.localhost');
    const unknown = await forget('ghost@demo.test', 'acme.localhost');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo(test, 'ghost@demo.test')).toBeNull();
  });

  it('sends nothing when the account belongs to another brand than the host', async () => {
    await forget('client2@demo.test', 'acme.localhost');
    expect(await lastMailTo(test, 'client2@demo.test')).toBeNull();
  });

  it('refuses an expired link', async () => {
    const token = await resetTokenFor('client@demo.test', 'acme.localhost');
    await test.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const check = await test.app.inject({ method: 'GET', url: `/api/forgetpass/${token}` });
    expect(check.statusCode).toBe(410);
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass/reset',
      payload: { token, password: 'Another-pass1', password_confirmation: 'Another-pass1' },
    });
    expect(reset.statusCode).toBe(410);
    await expect(test.signIn('client@demo.test')).resolves.toBeTruthy();
  });

  it.each([
    [
      'confirmation differs',
      { password: 'Brand-new-pass1', password_confirmation: 'Other-pass-1' },
      'password_confirmation',
    ],
    ['password too short', { password: 'short', password_confirmation: 'short' }, 'password'],
  ])('rejects %s naming the field', async (_case, body, field) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/forgetpass/reset',
      payload: { token: 'abc', ...body },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});
