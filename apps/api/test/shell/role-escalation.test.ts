// Nobody hands out more than they hold (issue "Close the holes an attacker found", found again by a
// security test of item 1): a staff member without the Settings update permission created a role
// with every permission, invited a colleague with it, and so issued sign-in links after all.
import { messages, ROLE_MODULES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../src/db/schema/index.ts';
import { kit, US_PHONE } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
let staff = '';
beforeAll(async () => {
  test = await createTestApp();
  // May create roles and accounts, may not update Settings.
  staff = await t.staffWith('agency@demo.test', 'limited@acme.test', { create: true, update: false });
});
afterAll(() => test.close());

const everything = ROLE_MODULES.map((module) => ({
  module,
  enable: true,
  create: true,
  update: true,
  delete: true,
}));

describe('roles grant no more than their maker holds', () => {
  it('saving a role with Settings update is refused with 422 naming modules; nothing stored', async () => {
    const acme = await t.companyId('agency@demo.test');
    const before = await test.ctx.db.select().from(roles).where(eq(roles.companyId, acme));
    const response = await t.call(staff, 'PUT', '/configuration/role-module/addupdate', {
      companyID: acme,
      roleName: 'Escalate',
      modules: everything,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.modules).toContain(messages.roleBeyondOwn);
    expect(response.json().errors.modules).toContain('Settings update');
    expect(await test.ctx.db.select().from(roles).where(eq(roles.companyId, acme))).toHaveLength(
      before.length,
    );
  });

  it('a role within what the maker holds is saved', async () => {
    const response = await t.call(staff, 'PUT', '/configuration/role-module/addupdate', {
      companyID: await t.companyId('agency@demo.test'),
      roleName: 'Within',
      modules: everything.map((grant) =>
        grant.module === 'Settings' ? { ...grant, update: false, delete: false } : grant,
      ),
    });
    expect(response.statusCode).toBe(200);
  });

  it('inviting a colleague with a role beyond the inviter’s is refused naming ClientRole', async () => {
    const acme = await t.companyId('agency@demo.test');
    const [full] = await test.ctx.db.select().from(roles).where(eq(roles.roleName, 'Agency Admin'));
    const response = await t.call(staff, 'POST', '/configuration/user/create', {
      companyID: acme,
      idsys: 1,
      userType: 'administrator',
      ClientFullName: 'Staff Two',
      ClientEmail: 'staff2@acme.test',
      ClientRole: full?.id,
      ...US_PHONE,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ClientRole).toContain(messages.roleBeyondOwn);
    expect(await test.ctx.db.select().from(users).where(eq(users.email, 'staff2@acme.test'))).toHaveLength(0);
  });

  it('the agency owner, who holds everything, still grants everything', async () => {
    const response = await t.call('agency@demo.test', 'PUT', '/configuration/role-module/addupdate', {
      companyID: await t.companyId('agency@demo.test'),
      roleName: 'Owner made',
      modules: everything,
    });
    expect(response.statusCode).toBe(200);
  });
});
