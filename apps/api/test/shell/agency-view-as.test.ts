// Issue 23 item 2: an agency views as its own client (part 2 §2: view-as applies to every row of its
// client list), with the banner facts, the session limits and the audit platform staff get.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleModules, roles, sessions, userLogs, users } from '../../src/db/schema/index.ts';
import { newToken, sha256 } from '../../src/platform/secrets.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;
const switchTo = (token: string, usrID: number) =>
  test.app.inject({ method: 'POST', url: '/api/user/switch', headers: bearer(token), payload: { usrID } });
const viewSessionsOf = (viewerId: number) =>
  test.ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.viewerUserId, viewerId), isNotNull(sessions.viewerUserId)));

/** A session of a new Acme administrator whose role holds Settings update or not. */
async function acmeAdministrator(email: string, settingsUpdate: boolean) {
  const db = test.ctx.db;
  const acme = await companyOf(db, 'agency@demo.test');
  const [role] = await db.insert(roles).values({ companyId: acme.id, roleName: email }).returning();
  if (!role) throw new Error('no role');
  await db.insert(roleModules).values({
    roleId: role.id,
    moduleName: 'Settings',
    enablePermission: true,
    createPermission: false,
    updatePermission: settingsUpdate,
    deletePermission: false,
  });
  const [user] = await db
    .insert(users)
    .values({
      name: email,
      email,
      passwordHash: 'unused',
      companyId: acme.id,
      userType: 'administrator',
      roleId: role.id,
    })
    .returning();
  if (!user) throw new Error('no user');
  const token = newToken();
  await db.insert(sessions).values({ userId: user.id, tokenHash: sha256(token) });
  return { token, id: user.id };
}

describe('an agency views as its own client (issue 23 item 2)', () => {
  it('the agency owner views its client: the session acts as the client, both sides are logged', async () => {
    const agencyToken = await test.signIn('agency@demo.test');
    const agencyId = await idOf('agency@demo.test');
    const clientId = await idOf('client@demo.test');
    const switched = await switchTo(agencyToken, clientId);
    expect(switched.statusCode).toBe(200);
    const viewToken = switched.json().access_token as string;

    const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(viewToken) });
    expect(me.json()).toMatchObject({
      email: 'client@demo.test',
      isViewMode: true,
      user_type_ori: 'userdownline',
      viewer_name: 'Alice Agency',
    });

    const logs = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'view-as'));
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    const client = await companyOf(test.ctx.db, 'client@demo.test');
    // The agency's log says whom it viewed; the client's log says who viewed it.
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: agencyId,
          companyId: acme.id,
          description: 'Viewing the account of client@demo.test',
        }),
        expect.objectContaining({
          userId: clientId,
          companyId: client.id,
          actingUserId: agencyId,
          description: 'Viewed by Alice Agency (agency@demo.test)',
        }),
      ]),
    );

    // What the viewer does is logged on the client with the agency owner as the acting user.
    const completed = await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/user/setupcomplete',
      headers: bearer(viewToken),
      payload: { statuscomplete: 'T' },
    });
    expect(completed.statusCode).toBe(200);
    const [setup] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'setup-complete'));
    expect(setup).toMatchObject({ userId: clientId, actingUserId: agencyId });

    const revert = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch/revert',
      headers: bearer(viewToken),
    });
    expect(revert.statusCode).toBe(200);
    const back = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(agencyToken) });
    expect(back.json()).toMatchObject({ email: 'agency@demo.test', isViewMode: false });
  });

  it.each([
    ["another agency's client", 'client2@demo.test'],
    ['the other agency', 'agency2@demo.test'],
    ['the platform owner (a superior)', 'root@demo.test'],
    ['itself', 'agency@demo.test'],
  ])('the agency owner may not view %s: 404 and no session is opened', async (_case, target) => {
    const token = await test.signIn('agency@demo.test');
    const agencyId = await idOf('agency@demo.test');
    const before = (await viewSessionsOf(agencyId)).length;
    const response = await switchTo(token, await idOf(target));
    expect(response.statusCode).toBe(404);
    expect(await viewSessionsOf(agencyId)).toHaveLength(before);
  });

  it('agency staff whose role may update Settings view a client; without it they are refused (403)', async () => {
    const clientId = await idOf('client@demo.test');
    const allowed = await acmeAdministrator('settings-editor@demo.test', true);
    expect((await switchTo(allowed.token, clientId)).statusCode).toBe(200);
    const refused = await acmeAdministrator('settings-reader@demo.test', false);
    expect((await switchTo(refused.token, clientId)).statusCode).toBe(403);
  });

  it("a colleague in the agency's own company is not viewable (404)", async () => {
    const token = await test.signIn('agency@demo.test');
    const colleague = await acmeAdministrator('colleague@demo.test', false);
    expect((await switchTo(token, colleague.id)).statusCode).toBe(404);
  });

  it('a client may not view its agency or anyone (403)', async () => {
    const token = await test.signIn('client@demo.test');
    expect((await switchTo(token, await idOf('agency@demo.test'))).statusCode).toBe(403);
  });

  it('a view-as session of the agency cannot start viewing again (403)', async () => {
    const agencyToken = await test.signIn('agency@demo.test');
    const viewToken = (await switchTo(agencyToken, await idOf('client@demo.test'))).json().access_token;
    const nested = await switchTo(viewToken, await idOf('client@demo.test'));
    expect(nested.statusCode).toBe(403);
  });
});
