// Ads Design (issue 27 item 1): an agency makes banner sets for itself or its clients — create, list
// (filter by client, click counts, thumbnails), read, rename and edit, duplicate, delete, the menu's
// Clients entry; a repeated create with one Idempotency-Key makes one set.
import { BANNER_SIZES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSets, userLogs } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, validSet } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const clientId = () => t.companyId('client@demo.test');

describe('banner sets of an agency', () => {
  it('creates a set for a client and reads it back with its click links', async () => {
    const client = await clientId();
    const answer = await t.call(AGENCY, 'POST', '/banner/sets', validSet({ clientID: client }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Banner set "Spring sale" has been created.');
    const created = answer.json().bannerSet;
    expect(created).toMatchObject({
      name: 'Spring sale',
      clientID: client,
      headline: 'Fresh garden tools, 20% off',
      landingUrl: 'https://shop.example.com/spring?utm=banner',
      sizes: [...BANNER_SIZES],
      hasBackgroundImage: false,
      clicks: { total: 0 },
    });
    expect(created.clientName).toBeTruthy();
    expect(created.thumbnailUrl).toBe(`/api/banner/sets/${created.id}/png/300x250`);
    expect(created.clickPaths['728x90']).toMatch(/^\/api\/b\/[A-Za-z0-9_-]{11}\/728x90$/);
    const read = await t.call(AGENCY, 'GET', `/banner/sets/${created.id}`);
    expect(read.json()).toEqual(created);
    const [log] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'banner'));
    expect(log?.description).toBe('Created the banner set Spring sale');
  });

  it('lists the sets with client, sizes, times, clicks and thumbnail, and filters by client', async () => {
    const client = await clientId();
    const own = await t.create(AGENCY, { name: 'Agency own' });
    const forClient = await t.create(AGENCY, { name: 'For the client', clientID: client });
    const all = (await t.call(AGENCY, 'GET', '/banner/sets')).json().data as { id: number }[];
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([own.id, forClient.id]));
    const row = all.find((candidate) => candidate.id === forClient.id);
    expect(row).toMatchObject({
      name: 'For the client',
      clientID: client,
      sizes: [...BANNER_SIZES],
      clicks: { bySize: { '300x250': 0, '320x50': 0 }, total: 0 },
      thumbnailUrl: `/api/banner/sets/${forClient.id}/png/300x250`,
    });
    expect(Date.parse((row as unknown as { created_at: string }).created_at)).not.toBeNaN();
    const filtered = (await t.call(AGENCY, 'GET', `/banner/sets?clientID=${client}`)).json().data as {
      id: number;
      clientID: number;
    }[];
    expect(filtered.map((r) => r.id)).toContain(forClient.id);
    expect(filtered.map((r) => r.id)).not.toContain(own.id);
    expect(filtered.every((r) => r.clientID === client)).toBe(true);
  });

  it('renames and edits a set; updated moves on, created stays', async () => {
    const set = await t.create(AGENCY, { name: 'Draft' });
    const before = (await t.call(AGENCY, 'GET', `/banner/sets/${set.id}`)).json();
    const answer = await t.call(
      AGENCY,
      'PUT',
      `/banner/sets/${set.id}`,
      validSet({ name: 'Final', headline: 'New headline', backgroundColor: '#FFAA00' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().bannerSet).toMatchObject({
      name: 'Final',
      headline: 'New headline',
      backgroundColor: '#ffaa00',
      created_at: before.created_at,
    });
    expect(Date.parse(answer.json().bannerSet.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(before.updated_at),
    );
  });

  it('duplicates a set with its own click link and no clicks', async () => {
    const set = await t.create(AGENCY, { name: 'Original' });
    const answer = await t.call(AGENCY, 'POST', `/banner/sets/${set.id}/duplicate`);
    expect(answer.statusCode).toBe(200);
    const copy = answer.json().bannerSet;
    expect(copy).toMatchObject({ name: 'Original (copy)', headline: 'Fresh garden tools, 20% off' });
    expect(copy.id).not.toBe(set.id);
    expect(copy.clickPaths['300x250']).not.toBe(set.clickPaths['300x250']);
  });

  it('deletes a set', async () => {
    const set = await t.create(AGENCY, { name: 'To delete' });
    const answer = await t.call(AGENCY, 'DELETE', `/banner/sets/${set.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Banner set "To delete" has been deleted.');
    expect(await test.ctx.db.select().from(bannerSets).where(eq(bannerSets.id, set.id))).toHaveLength(0);
    expect((await t.call(AGENCY, 'GET', `/banner/sets/${set.id}`)).statusCode).toBe(404);
  });

  it("the menu's Clients entry lists the agency's clients with their sets", async () => {
    const client = await clientId();
    const set = await t.create(AGENCY, { name: 'Client list entry', clientID: client });
    const answer = await t.call(AGENCY, 'GET', '/banner/clients');
    expect(answer.statusCode).toBe(200);
    const clients = answer.json().clients as { clientID: number; bannerSets: { id: number }[] }[];
    const entry = clients.find((row) => row.clientID === client);
    expect(entry?.bannerSets.map((row) => row.id)).toContain(set.id);
    const other = await t.companyId('client2@demo.test');
    expect(clients.map((row) => row.clientID)).not.toContain(other);
  });

  it('a repeated create with the same Idempotency-Key makes one set', async () => {
    const headers = { 'idempotency-key': 'banner-create-once-0001' };
    const body = validSet({ name: 'Once only' });
    const first = await t.raw(AGENCY, 'POST', '/banner/sets', body, headers);
    const again = await t.raw(AGENCY, 'POST', '/banner/sets', body, headers);
    expect(first.statusCode).toBe(200);
    expect(again.json().bannerSet.id).toBe(first.json().bannerSet.id);
    const rows = await test.ctx.db.select().from(bannerSets).where(eq(bannerSets.name, 'Once only'));
    expect(rows).toHaveLength(1);
  });

  it('headline and body are text: a script payload comes back literally', async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const set = await t.create(AGENCY, { headline: payload, body: payload });
    const read = await t.call(AGENCY, 'GET', `/banner/sets/${set.id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().headline).toBe(payload);
    expect(read.json().body).toBe(payload);
    const png = await t.call(AGENCY, 'GET', `/banner/sets/${set.id}/png/300x250`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });
});
