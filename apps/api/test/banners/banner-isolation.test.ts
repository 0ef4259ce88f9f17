// Cross-tenant (issue 27 "another tenant's banners answer 404"): another agency's banner set ids answer
// 404 on every banner route and nothing changes; another agency's client cannot be named as the
// client of a set, nor used as the list's filter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, OTHER_AGENCY, TINY_PNG, validSet } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** Every banner set, upload and click, as text: a refused call must leave it unchanged. */
async function bannerFingerprint() {
  const { rows } = await test.ctx.db.execute<{ digest: string }>(sql`select md5(
    coalesce((select string_agg(b::text, '|' order by b.id) from banner_sets b), '') ||
    coalesce((select string_agg(c::text, '|' order by c.banner_set_id, c.size) from banner_clicks c), '') ||
    coalesce((select string_agg(u.id::text, '|' order by u.id) from uploads u), '')) as digest`);
  return rows[0]?.digest ?? '';
}

describe("another agency's banner sets", () => {
  it('answer 404 on every route, and nothing changes', async () => {
    const theirs = await t.create(OTHER_AGENCY, { name: 'Beta banner' });
    const before = await bannerFingerprint();
    const id = theirs.id;
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['read', 'GET', `/banner/sets/${id}`],
      ['update', 'PUT', `/banner/sets/${id}`, validSet({ name: 'Hijacked' })],
      ['duplicate', 'POST', `/banner/sets/${id}/duplicate`],
      ['delete', 'DELETE', `/banner/sets/${id}`],
      ['png', 'GET', `/banner/sets/${id}/png/300x250`],
      ['zip', 'GET', `/banner/sets/${id}/zip`],
    ];
    for (const [what, method, url, body] of calls)
      expect((await t.call(AGENCY, method, url, body)).statusCode, what).toBe(404);
    const upload = await t.upload(
      AGENCY,
      `/banner/sets/${id}/background`,
      'background',
      'bg.png',
      TINY_PNG,
      'image/png',
    );
    expect(upload.statusCode).toBe(404);
    expect(await bannerFingerprint()).toBe(before);
    const listed = (await t.call(AGENCY, 'GET', '/banner/sets')).json().data as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(id);
  });

  it("another agency's client is neither a set's client nor a filter (404, nothing made)", async () => {
    const theirClient = await t.companyId('client2@demo.test');
    const before = await bannerFingerprint();
    expect(
      (await t.call(AGENCY, 'POST', '/banner/sets', validSet({ clientID: theirClient }))).statusCode,
    ).toBe(404);
    const mine = await t.create(AGENCY);
    const afterCreate = await bannerFingerprint();
    expect(afterCreate).not.toBe(before);
    expect(
      (await t.call(AGENCY, 'PUT', `/banner/sets/${mine.id}`, validSet({ clientID: theirClient })))
        .statusCode,
    ).toBe(404);
    expect(await bannerFingerprint()).toBe(afterCreate);
    expect((await t.call(AGENCY, 'GET', `/banner/sets?clientID=${theirClient}`)).statusCode).toBe(404);
    const theirClients = (await t.call(AGENCY, 'GET', '/banner/clients')).json().clients as {
      clientID: number;
    }[];
    expect(theirClients.map((row) => row.clientID)).not.toContain(theirClient);
  });
});
