import { messages, ROLE_MODULES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const companyOf = async (subdomain: string) =>
  (await test.ctx.db.select().from(companies).where(eq(companies.subdomain, subdomain)))[0]?.id ?? 0;
const grants = (enable: boolean) =>
  ROLE_MODULES.map((module) => ({ module, enable, create: enable, update: false, delete: false }));

describe('role management (/configuration/role-list)', () => {
  it('an agency adds, edits and removes a role with its module permissions', async () => {
    const token = await test.signIn('agency@demo.test');
    const acme = await companyOf('acme');
    const created = await test.app.inject({
      method: 'PUT',
      url: '/api/configuration/role-module/addupdate',
      headers: bearer(token),
      payload: { companyID: acme, roleName: 'Campaign Manager', modules: grants(true) },
    });
    expect(created.statusCode).toBe(200);
    const role = created.json();
    expect(role.modules.find((grant: { module: string }) => grant.module === 'Campaign')).toEqual({
      module: 'Campaign',
      enable: true,
      create: true,
      update: false,
      delete: false,
    });

    const edited = await test.app.inject({
      method: 'PUT',
      url: '/api/configuration/role-module/addupdate',
      headers: bearer(token),
      payload: { companyID: acme, roleID: role.id, roleName: 'Viewer', modules: grants(false) },
    });
    expect(edited.json()).toMatchObject({ role_name: 'Viewer' });

    const list = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/roles/${acme}`,
      headers: bearer(token),
    });
    expect(list.json().roles.map((row: { role_name: string }) => row.role_name)).toContain('Viewer');

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/configuration/role-module/remove/${acme}/${role.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await test.ctx.db.select().from(roles).where(eq(roles.id, role.id))).toHaveLength(0);
  });

  it('a role still given to users cannot be removed', async () => {
    const token = await test.signIn('agency@demo.test');
    const [owner] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/configuration/role-module/remove/${owner?.companyId}/${owner?.roleId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.roleInUse);
  });

  it("agency B cannot read, change or remove agency A's roles", async () => {
    const token = await test.signIn('agency2@demo.test');
    const acme = await companyOf('acme');
    const [acmeRole] = await test.ctx.db.select().from(roles).where(eq(roles.companyId, acme));
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/roles/${acme}`,
      headers: bearer(token),
    });
    const write = await test.app.inject({
      method: 'PUT',
      url: '/api/configuration/role-module/addupdate',
      headers: bearer(token),
      payload: { companyID: acme, roleID: acmeRole?.id, roleName: 'Hijacked', modules: [] },
    });
    const betaCompany = await companyOf('beta');
    const crossRemove = await test.app.inject({
      method: 'DELETE',
      url: `/api/configuration/role-module/remove/${betaCompany}/${acmeRole?.id}`,
      headers: bearer(token),
    });
    expect([read.statusCode, write.statusCode, crossRemove.statusCode]).toEqual([404, 404, 404]);
    const [after] = await test.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.id, acmeRole?.id ?? 0));
    expect(after?.roleName).toBe('Agency Admin');
  });

  it('a client is refused (the menu hides role-list from clients)', async () => {
    const token = await test.signIn('client@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/roles/${await companyOf('acme')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sales users are refused: role-list is not among their configuration routes', async () => {
    const token = await test.signIn('sales@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/configuration/roles/1',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an empty name', { roleName: '' }, 'roleName'],
    [
      'an unknown module',
      { modules: [{ module: 'Billing', enable: true, create: true, update: true, delete: true }] },
      'modules.0.module',
    ],
  ])('rejects %s naming the field', async (_case, overrides, field) => {
    const token = await test.signIn('agency@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/configuration/role-module/addupdate',
      headers: bearer(token),
      payload: { companyID: await companyOf('acme'), roleName: 'Ok', modules: [], ...overrides },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('GET /api/configuration/role-module/getrolemodule (part 1 §7)', () => {
  it('answers the role/module response for the signed-in user', async () => {
    const token = await test.signIn('agency@demo.test');
    const [owner] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/role-module/getrolemodule/${owner?.companyId}/${owner?.roleId}/${owner?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountconnected: 'connected',
      is_whitelabeling: 'T',
      paymentStatusFailed: false,
    });
    expect(response.json().modules.Settings.enable).toBe(true);
  });

  it("another user's id answers 404", async () => {
    const token = await test.signIn('agency2@demo.test');
    const [owner] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/role-module/getrolemodule/${owner?.companyId}/${owner?.roleId}/${owner?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
