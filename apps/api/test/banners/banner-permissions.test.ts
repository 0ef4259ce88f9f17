// The role's Ads Design flags (part 1 §6; issue 27 item 1) decide each banner call through the route
// declarations: enable to read, create to create and duplicate, update to edit, delete to delete.
// A staff user whose role (made with the roles API) lacks the flag gets 403 and nothing changes;
// clients make no banners; owners hold every flag.
import { DEMO_PASSWORD } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSets, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, validSet } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type Flags = { enable: boolean; create: boolean; update: boolean; delete: boolean };
const NONE: Flags = { enable: false, create: false, update: false, delete: false };

/** A role of the agency made with the roles API, granting these Ads Design flags, and a staff user with it. */
async function staffWithAdsDesign(email: string, flags: Flags) {
  const agency = await t.companyId(AGENCY);
  const role = await t.call(AGENCY, 'PUT', '/configuration/role-module/addupdate', {
    companyID: agency,
    roleName: `Ads ${email}`,
    modules: [{ module: 'Ads Design', ...flags }],
  });
  expect(role.statusCode).toBe(200);
  await test.ctx.db.insert(users).values({
    companyId: agency,
    roleId: role.json().id,
    userType: 'administrator',
    name: `Staff ${email}`,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    profileSetupCompleted: true,
  });
  const token = await test.signIn(email, 'acme.localhost');
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
}

const rowOf = async (id: number) =>
  (await test.ctx.db.select().from(bannerSets).where(eq(bannerSets.id, id)))[0];

describe('the Ads Design flags, per action', () => {
  it('without enable, nothing is readable', async () => {
    const set = await t.create(AGENCY);
    const call = await staffWithAdsDesign('ads-none@acme.test', {
      ...NONE,
      create: true,
      update: true,
      delete: true,
    });
    for (const url of [
      '/banner/sets',
      `/banner/sets/${set.id}`,
      `/banner/sets/${set.id}/png/300x250`,
      `/banner/sets/${set.id}/zip`,
      '/banner/clients',
    ])
      expect((await call('GET', url)).statusCode, url).toBe(403);
    // enable is part of every flag: create without enable is refused too.
    expect((await call('POST', '/banner/sets', validSet())).statusCode).toBe(403);
  });

  it('enable alone reads but neither creates, duplicates, edits nor deletes', async () => {
    const set = await t.create(AGENCY, { name: 'Kept as is' });
    const call = await staffWithAdsDesign('ads-reader@acme.test', { ...NONE, enable: true });
    expect((await call('GET', '/banner/sets')).statusCode).toBe(200);
    expect((await call('GET', `/banner/sets/${set.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/banner/sets/${set.id}/png/320x50`)).statusCode).toBe(200);
    expect((await call('GET', '/banner/clients')).statusCode).toBe(200);
    const count = (await test.ctx.db.select().from(bannerSets)).length;
    expect((await call('POST', '/banner/sets', validSet())).statusCode).toBe(403);
    expect((await call('POST', `/banner/sets/${set.id}/duplicate`)).statusCode).toBe(403);
    expect((await call('PUT', `/banner/sets/${set.id}`, validSet({ name: 'Changed' }))).statusCode).toBe(403);
    expect((await call('DELETE', `/banner/sets/${set.id}`)).statusCode).toBe(403);
    expect((await test.ctx.db.select().from(bannerSets)).length).toBe(count);
    expect((await rowOf(set.id))?.name).toBe('Kept as is');
  });

  it('create creates and duplicates; update edits; delete deletes', async () => {
    const creator = await staffWithAdsDesign('ads-creator@acme.test', {
      ...NONE,
      enable: true,
      create: true,
    });
    const made = await creator('POST', '/banner/sets', validSet({ name: 'By creator' }));
    expect(made.statusCode).toBe(200);
    const id = made.json().bannerSet.id as number;
    expect((await creator('POST', `/banner/sets/${id}/duplicate`)).statusCode).toBe(200);
    expect((await creator('PUT', `/banner/sets/${id}`, validSet({ name: 'Nope' }))).statusCode).toBe(403);

    const editor = await staffWithAdsDesign('ads-editor@acme.test', { ...NONE, enable: true, update: true });
    expect((await editor('PUT', `/banner/sets/${id}`, validSet({ name: 'By editor' }))).statusCode).toBe(200);
    expect((await rowOf(id))?.name).toBe('By editor');
    expect((await editor('DELETE', `/banner/sets/${id}`)).statusCode).toBe(403);
    expect((await editor('POST', '/banner/sets', validSet())).statusCode).toBe(403);

    const remover = await staffWithAdsDesign('ads-remover@acme.test', {
      ...NONE,
      enable: true,
      delete: true,
    });
    expect((await remover('PUT', `/banner/sets/${id}`, validSet({ name: 'Nope' }))).statusCode).toBe(403);
    expect((await remover('DELETE', `/banner/sets/${id}`)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('a client user gets 403 on every banner call', async () => {
    const set = await t.create(AGENCY);
    for (const [method, url, body] of [
      ['GET', '/banner/sets'],
      ['POST', '/banner/sets', validSet()],
      ['GET', `/banner/sets/${set.id}`],
      ['PUT', `/banner/sets/${set.id}`, validSet({ name: 'By client' })],
      ['DELETE', `/banner/sets/${set.id}`],
      ['GET', '/banner/clients'],
    ] as const)
      expect((await t.call('client@demo.test', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await rowOf(set.id)).toBeDefined();
  });
});
