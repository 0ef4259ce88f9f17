import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLogs } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;
const switchTo = (token: string, usrID: number) =>
  test.app.inject({ method: 'POST', url: '/api/user/switch', headers: bearer(token), payload: { usrID } });

describe('view-as (part 1 §4 "View mode")', () => {
  it('root views a client: every call acts as the client, the log records root, revert ends it', async () => {
    const rootToken = await test.signIn('root@demo.test');
    const clientId = await idOf('client@demo.test');
    const switched = await switchTo(rootToken, clientId);
    expect(switched.statusCode).toBe(200);
    const viewToken = switched.json().access_token;

    const me = (
      await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(viewToken) })
    ).json();
    expect(me).toMatchObject({
      email: 'client@demo.test',
      isViewMode: true,
      user_type_ori: 'user',
      viewer_name: 'Rita Root',
    });

    const completed = await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/user/setupcomplete',
      headers: bearer(viewToken),
      payload: { statuscomplete: 'T' },
    });
    expect(completed.statusCode).toBe(200);
    const rootId = await idOf('root@demo.test');
    const [logged] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'setup-complete'));
    expect(logged).toMatchObject({ userId: clientId, actingUserId: rootId });
    // The viewer does not know the client's password, so it cannot change the client's two-factor.
    const twoFactor = await test.app.inject({
      method: 'PUT',
      url: `/api/setting/twofactorauth/${clientId}`,
      headers: bearer(viewToken),
      payload: { two_factor_auth: false, two_factor_auth_type: 'none' },
    });
    expect(twoFactor.statusCode).toBe(422);

    const revert = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch/revert',
      headers: bearer(viewToken),
    });
    expect(revert.statusCode).toBe(200);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(viewToken) })).statusCode,
    ).toBe(401);
    const back = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(rootToken) });
    expect(back.json()).toMatchObject({ email: 'root@demo.test', isViewMode: false, viewer_name: null });
  });

  it('a client may not view anyone (403)', async () => {
    const token = await test.signIn('client@demo.test');
    const response = await switchTo(token, await idOf('agency@demo.test'));
    expect(response.statusCode).toBe(403);
  });

  // Part 1 §4: a root system user may view another account; staff other than the owner view
  // agencies and clients only, and a sales person only its assigned agencies and their clients.
  it.each([
    ['the platform administrator views a client', 'admin@demo.test', 'client2@demo.test', 200],
    ['the platform administrator may not view the owner', 'admin@demo.test', 'root@demo.test', 404],
    ['a sales person views a client of its agency', 'sales@demo.test', 'client@demo.test', 200],
    ['a sales person may not view an agency it does not serve', 'sales@demo.test', 'agency2@demo.test', 404],
  ])('%s', async (_case, viewer, target, status) => {
    const token = await test.signIn(viewer);
    const response = await switchTo(token, await idOf(target));
    expect(response.statusCode).toBe(status);
  });

  it('a viewed session cannot start viewing again', async () => {
    const rootToken = await test.signIn('root@demo.test');
    const viewToken = (await switchTo(rootToken, await idOf('agency@demo.test'))).json().access_token;
    const nested = await switchTo(viewToken, await idOf('client@demo.test'));
    expect(nested.statusCode).toBe(403);
  });

  it('an unknown user answers 404; revert outside view mode answers 409', async () => {
    const rootToken = await test.signIn('root@demo.test');
    expect((await switchTo(rootToken, 999_999)).statusCode).toBe(404);
    const revert = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch/revert',
      headers: bearer(rootToken),
    });
    expect(revert.statusCode).toBe(409);
  });
});
