// The Settings permission of a role decides who adds, edits and removes roles and saves General
// Settings (part 1 §6, part 2 §6); an agency reads its own cost though the Agency List is not its page.
// These rules are the routes' declarations (packages/shared/src/routes/roles.ts, settings.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, roles } from '../../src/db/schema/index.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
let creator = '';
let editor = '';
let reader = '';
beforeAll(async () => {
  test = await createTestApp();
  creator = await t.staffWith('agency@demo.test', 'creator@acme.test', { create: true });
  editor = await t.staffWith('agency@demo.test', 'editor@acme.test', { update: true });
  reader = await t.staffWith('agency@demo.test', 'reader@acme.test', {});
});
afterAll(() => test.close());

const upsert = (email: string, companyID: number, roleID: number | null, roleName: string) =>
  t.call(email, 'PUT', '/configuration/role-module/addupdate', { companyID, roleID, roleName, modules: [] });
const roleNamed = async (id: number) =>
  (await test.ctx.db.select().from(roles).where(eq(roles.id, id)))[0]?.roleName;

describe('roles: Settings create adds, update edits, delete removes', () => {
  it('a role without roleID needs Settings create', async () => {
    const acme = await t.companyId('agency@demo.test');
    expect((await upsert(creator, acme, null, 'Made by creator')).statusCode).toBe(200);
    const refused = await upsert(editor, acme, null, 'Made by editor');
    expect(refused.statusCode).toBe(403);
    const names = (await test.ctx.db.select().from(roles).where(eq(roles.companyId, acme))).map(
      (role) => role.roleName,
    );
    expect(names).not.toContain('Made by editor');
  });

  it('a role with roleID needs Settings update', async () => {
    const acme = await t.companyId('agency@demo.test');
    const role = (await upsert('agency@demo.test', acme, null, 'To edit')).json() as { id: number };
    expect((await upsert(creator, acme, role.id, 'Edited by creator')).statusCode).toBe(403);
    expect(await roleNamed(role.id)).toBe('To edit');
    expect((await upsert(editor, acme, role.id, 'Edited by editor')).statusCode).toBe(200);
    expect(await roleNamed(role.id)).toBe('Edited by editor');
  });

  it('removing a role needs Settings delete; reading the list needs none', async () => {
    const acme = await t.companyId('agency@demo.test');
    const role = (await upsert('agency@demo.test', acme, null, 'To keep')).json() as { id: number };
    const removed = await t.call(editor, 'DELETE', `/configuration/role-module/remove/${acme}/${role.id}`);
    expect(removed.statusCode).toBe(403);
    expect(await roleNamed(role.id)).toBe('To keep');
    expect((await t.call(reader, 'GET', `/configuration/roles/${acme}`)).statusCode).toBe(200);
  });
});

describe('General Settings: saving needs Settings update', () => {
  it('a reader reads the module names but may not save them', async () => {
    const acme = await t.companyId('agency@demo.test');
    const read = await t.call(reader, 'GET', `/configuration/setting/${acme}/modules`);
    expect(read.statusCode).toBe(200);
    const saved = await t.call(reader, 'PUT', `/configuration/setting/${acme}/modules`, {
      ...read.json(),
      local: { name: 'Renamed', url: 'renamed' },
    });
    expect(saved.statusCode).toBe(403);
    const stored = await test.ctx.db
      .select()
      .from(companySettings)
      .where(and(eq(companySettings.companyId, acme), eq(companySettings.name, 'modules')));
    expect(JSON.stringify(stored)).not.toContain('Renamed');
  });
});

describe('agency cost: the agency list’s rule, waived for the caller’s own company', () => {
  it('an agency reads its own costs, which the agency list’s rule alone would refuse', async () => {
    const acme = await t.companyId('agency@demo.test');
    expect(
      (await t.call('agency@demo.test', 'GET', `/configuration/setting/${acme}/costagency`)).statusCode,
    ).toBe(200);
    const other = await t.companyId('agency2@demo.test');
    expect(
      (await t.call('agency@demo.test', 'GET', `/configuration/setting/${other}/costagency`)).statusCode,
    ).toBe(404);
  });
});
