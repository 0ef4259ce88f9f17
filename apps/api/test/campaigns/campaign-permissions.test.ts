// The role flags of campaign commands (part 2 §6 "Per-role module permissions ... carry enable,
// create, update and delete flags"): agency staff act on campaigns as their role's LeadsPeek flags
// allow (create; update for edits, pause/resume and top-up; delete for archive and remove). A refusal
// is a 403 and nothing changes; owners hold every flag and clients have no role.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, roleModules, roles, users } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
let acmeClientId = 0;

/** An Acme staff member whose role grants the given LeadsPeek flags (null: no role at all). */
async function staffWith(email: string, flags: { create: boolean; update: boolean; delete: boolean } | null) {
  const db = test.ctx.db;
  const acme = await companyOf(db, 'agency@demo.test');
  let roleId: number | null = null;
  if (flags) {
    const [role] = await db.insert(roles).values({ companyId: acme.id, roleName: email }).returning();
    roleId = role?.id ?? null;
    await db.insert(roleModules).values({
      roleId: roleId as number,
      moduleName: 'LeadsPeek',
      enablePermission: true,
      createPermission: flags.create,
      updatePermission: flags.update,
      deletePermission: flags.delete,
    });
  }
  const owner = await userNamed(db, 'agency@demo.test');
  await db.insert(users).values({
    companyId: acme.id,
    userType: 'administrator',
    name: email,
    email,
    passwordHash: owner.passwordHash,
    roleId,
  });
}

beforeAll(async () => {
  test = await createTestApp();
  acmeClientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  await staffWith('editor@acme.test', { create: false, update: true, delete: false });
  await staffWith('creator@acme.test', { create: true, update: false, delete: true });
  await staffWith('norole@acme.test', null);
});
afterAll(() => test.close());

const create = (email: string) =>
  k.call(email, 'POST', '/leadspeek/client/create', {
    companyID: acmeClientId,
    leadspeekType: 'local',
    campaignName: `By ${email}`,
    urlCode: 'https://acme-client.example.com/',
  });
const rename = (email: string, id: string) =>
  k.call(email, 'PUT', '/leadspeek/client/update', { leadspeekID: id, campaignName: `Renamed by ${email}` });

async function campaignCount() {
  return (
    await test.ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.companyId, acmeClientId))
  ).length;
}

async function expectRefused(id: string, run: () => Promise<{ statusCode: number }>) {
  const before = await k.row(id);
  const count = await campaignCount();
  expect((await run()).statusCode).toBe(403);
  expect(await k.row(id)).toEqual(before);
  expect(await campaignCount()).toBe(count);
}

describe('campaign commands follow the LeadsPeek flags of the role', () => {
  it.each([
    // [who, create, update (edit, pause), delete (archive, remove)]
    ['editor@acme.test', 403, 200, 403],
    ['creator@acme.test', 200, 403, 200],
    ['norole@acme.test', 403, 403, 403],
    ['agency@demo.test', 200, 200, 200],
  ])('%s: create %i, update %i, delete %i', async (email, createStatus, updateStatus, deleteStatus) => {
    const draft = await k.campaign('draft');
    const active = await k.campaign('active');
    if (createStatus === 403) {
      await expectRefused(draft.leadspeekApiId, () => create(email));
    } else {
      expect((await create(email)).statusCode).toBe(200);
    }
    if (updateStatus === 403) {
      await expectRefused(draft.leadspeekApiId, () => rename(email, draft.leadspeekApiId));
      await expectRefused(active.leadspeekApiId, () => k.activePause(email, active.leadspeekApiId, 'paused'));
    } else {
      expect((await rename(email, draft.leadspeekApiId)).statusCode).toBe(200);
      expect((await k.activePause(email, active.leadspeekApiId, 'paused')).statusCode).toBe(200);
      expect((await k.row(active.leadspeekApiId))?.status).toBe('paused');
    }
    if (deleteStatus === 403) {
      await expectRefused(draft.leadspeekApiId, () => k.archive(email, draft.leadspeekApiId));
      await expectRefused(draft.leadspeekApiId, () => k.remove(email, draft.leadspeekApiId));
    } else {
      expect((await k.archive(email, draft.leadspeekApiId)).statusCode).toBe(200);
      expect((await k.row(draft.leadspeekApiId))?.status).toBe('archived');
    }
  });

  it('a client has no role and still manages its own campaigns', async () => {
    const draft = await k.campaign('draft');
    expect((await rename('client@demo.test', draft.leadspeekApiId)).statusCode).toBe(200);
    expect((await k.row(draft.leadspeekApiId))?.campaignName).toBe('Renamed by client@demo.test');
  });
});
