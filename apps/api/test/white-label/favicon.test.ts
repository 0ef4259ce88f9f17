// GET /favicon.ico (issue 14): every host answers 200 with an image, the agency's own logo where set,
// otherwise its platform's logo, otherwise the platform's placeholder mark.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, uploads } from '../../src/db/schema/index.ts';
import { imageOfDataUrl } from '../../src/modules/white-label/favicon.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const favicon = (host: string) => test.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host } });

async function logoOf(subdomain: string | null) {
  const [row] = await test.ctx.db
    .select({ logo: companies.logo })
    .from(companies)
    .where(subdomain ? eq(companies.subdomain, subdomain) : eq(companies.kind, 'root'));
  return row?.logo ?? null;
}

describe('GET /favicon.ico', () => {
  it("an agency's host answers the agency's own logo", async () => {
    const logo = await logoOf('acme');
    expect(logo).toMatch(/^data:image\/svg\+xml/);
    const response = await favicon('acme.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.rawPayload.equals(imageOfDataUrl(logo ?? '')?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(response.body).toContain('Acme');
  });

  it("the platform's host without a logo answers the platform's placeholder mark", async () => {
    expect(await logoOf(null)).toBeNull();
    const response = await favicon('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]*>.*>D<\/text><\/svg>$/s);
  });

  it("an agency without a logo falls back to the platform's uploaded logo", async () => {
    const [root] = await test.ctx.db.select().from(companies).where(eq(companies.kind, 'root'));
    if (!root) throw new Error('no root');
    const [upload] = await test.ctx.db
      .insert(uploads)
      .values({ companyId: root.id, contentType: 'image/png', fileName: 'logo.png', bytes: PNG })
      .returning({ id: uploads.id });
    await test.ctx.db
      .update(companies)
      .set({ logo: `/api/uploads/${upload?.id}` })
      .where(eq(companies.id, root.id));
    await test.ctx.db.update(companies).set({ logo: null }).where(eq(companies.subdomain, 'beta'));

    for (const host of ['beta.localhost', 'localhost', 'unknown.localhost']) {
      const response = await favicon(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toBe('image/png');
      expect(response.rawPayload.equals(PNG), host).toBe(true);
    }
    // Acme keeps its own.
    expect((await favicon('acme.localhost')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('a logo that is not an image we serve falls back instead of failing', async () => {
    await test.ctx.db
      .update(companies)
      .set({ logo: 'data:text/html,<script>alert(1)</script>' })
      .where(eq(companies.subdomain, 'beta'));
    const response = await favicon('beta.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.body).not.toContain('<script>');
  });

  it('the page links it', async () => {
    // The built page carries <link rel="icon" href="/favicon.ico"> (apps/web/index.html).
    const fs = await import('node:fs');
    const html = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" />');
  });
});
