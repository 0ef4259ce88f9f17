import { DEMO_PASSWORD, messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;
const change = (token: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/user/resetpassword', headers: bearer(token), payload });

describe('POST /api/user/resetpassword', () => {
  it('a wrong current password gives the inline message of part 1 §5 and changes nothing', async () => {
    const token = await test.signIn('client2@demo.test');
    const response = await change(token, {
      usrID: await idOf('client2@demo.test'),
      currpassword: 'wrong',
      newpassword: 'Fresh-pass-123',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.currentPasswordInvalid);
    expect(response.json().errors.currpassword).toBe(messages.currentPasswordInvalid);
    await expect(test.signIn('client2@demo.test')).resolves.toBeTruthy();
  });

  it('changes the password, signs out every session and hands back a fresh one', async () => {
    const first = await test.signIn('client2@demo.test');
    const second = await test.signIn('client2@demo.test');
    const response = await change(first, {
      usrID: await idOf('client2@demo.test'),
      currpassword: DEMO_PASSWORD,
      newpassword: 'Fresh-pass-123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'success' });
    for (const old of [first, second]) {
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(old) })).statusCode,
      ).toBe(401);
    }
    const fresh = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(response.json().access_token),
    });
    expect(fresh.statusCode).toBe(200);
    await expect(test.signIn('client2@demo.test', 'beta.localhost', 'Fresh-pass-123')).resolves.toBeTruthy();
  });

  it("another user's id answers 404 and changes nothing", async () => {
    const token = await test.signIn('agency@demo.test');
    const response = await change(token, {
      usrID: await idOf('client@demo.test'),
      currpassword: DEMO_PASSWORD,
      newpassword: 'Hijack-pass-1',
    });
    expect(response.statusCode).toBe(404);
    await expect(test.signIn('client@demo.test')).resolves.toBeTruthy();
  });

  it.each([
    ['missing current password', { newpassword: 'Fresh-pass-123' }, 'currpassword'],
    ['short new password', { currpassword: DEMO_PASSWORD, newpassword: 'short' }, 'newpassword'],
    [
      'id that is not a number',
      { usrID: 'abc', currpassword: DEMO_PASSWORD, newpassword: 'Fresh-pass-123' },
      'usrID',
    ],
  ])('rejects %s naming the field', async (_case, body, field) => {
    const token = await test.signIn('sales@demo.test');
    const response = await change(token, { usrID: await idOf('sales@demo.test'), ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});
