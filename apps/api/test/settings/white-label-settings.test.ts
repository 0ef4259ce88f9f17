// Issue 14: the white-label settings of General Settings — readable colours (WCAG AA), reset to
// defaults, the brand's logo, the agency's embedded code on its own host only, and the campaign lists.
import { DEFAULT_APPEARANCE, EMBEDDED_CODE_MAX, messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let acme: number;
let beta: number;
beforeAll(async () => {
  test = await createTestApp();
  acme = await companyOf('acme');
  beta = await companyOf('beta');
});
afterAll(() => test.close());

async function companyOf(subdomain: string) {
  const [row] = await test.ctx.db.select().from(companies).where(eq(companies.subdomain, subdomain));
  return row?.id ?? 0;
}

const storedSetting = async (companyId: number, name: string) =>
  (
    await test.ctx.db
      .select({ value: companySettings.value })
      .from(companySettings)
      .where(and(eq(companySettings.companyId, companyId), eq(companySettings.name, name)))
  )[0]?.value ?? null;

async function call(email: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const token = await test.signIn(email);
  return test.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
}

const readable = { ...DEFAULT_APPEARANCE, sidebarcolor: '#0f3d3e', linkcolor: '#1d4ed8' };

describe('appearance: unreadable colours are refused (WCAG AA 4.5:1)', () => {
  it('saves a readable look', async () => {
    const saved = await call(
      'agency@demo.test',
      'PUT',
      `/configuration/setting/${acme}/appearance`,
      readable,
    );
    expect(saved.statusCode).toBe(200);
    expect(await storedSetting(acme, 'appearance')).toEqual(readable);
  });

  it.each([
    ['light grey text', { textcolor: '#cccccc' }, 'textcolor'],
    ['yellow links', { linkcolor: '#ffd400' }, 'linkcolor'],
    ['a mid-grey sidebar', { sidebarcolor: '#777777' }, 'sidebarcolor'],
    ['a dark template behind dark text', { templatecolor: '#333333' }, 'textcolor'],
  ])('refuses %s with 422 naming the field and the ratio, saving nothing', async (_case, change, field) => {
    const before = await storedSetting(acme, 'appearance');
    const answer = await call('agency@demo.test', 'PUT', `/configuration/setting/${acme}/appearance`, {
      ...readable,
      ...change,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toMatch(/contrast of \d+\.\d\d:1.*4\.5:1/);
    expect(await storedSetting(acme, 'appearance')).toEqual(before);
  });

  it.each([
    ['a 100 KB string', 'x'.repeat(100_000)],
    ['a NUL byte', '#ffffff\u0000'],
  ])('refuses %s in a colour naming the field', async (_case, value) => {
    const answer = await call('agency@demo.test', 'PUT', `/configuration/setting/${acme}/appearance`, {
      ...readable,
      boxcolor: value,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('boxcolor');
  });
});

describe('appearance: reset to defaults', () => {
  it('removes the agency’s own look, so the inherited one applies on its site', async () => {
    await call('agency2@demo.test', 'PUT', `/configuration/setting/${beta}/appearance`, readable);
    const reset = await call('agency2@demo.test', 'DELETE', `/configuration/setting/${beta}/appearance`);
    expect(reset.statusCode).toBe(200);
    // The answer also carries the default payment term the company now uses (part 1 §3 paymenttermDefault).
    expect(reset.json()).toEqual({ ...DEFAULT_APPEARANCE, paymenttermDefault: 'Weekly' });
    expect(await storedSetting(beta, 'appearance')).toBeNull();
    const site = await test.app.inject({ url: '/api/domain/info?domainorsub=beta.localhost' });
    expect(site.json().appearance).toEqual(DEFAULT_APPEARANCE);
  });

  it("another agency's id answers 404 and changes nothing", async () => {
    const before = await storedSetting(acme, 'appearance');
    const answer = await call('agency2@demo.test', 'DELETE', `/configuration/setting/${acme}/appearance`);
    expect(answer.statusCode).toBe(404);
    expect(await storedSetting(acme, 'appearance')).toEqual(before);
  });

  it('refuses a setting that cannot be reset, naming it', async () => {
    const answer = await call('agency@demo.test', 'DELETE', `/configuration/setting/${acme}/costagency`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('settingname');
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function uploadLogo(email: string, companyId: number, file: { bytes: Buffer; name: string } | null) {
  const token = await test.signIn(email);
  const data = new FormData();
  if (file) data.append('logo', new Blob([file.bytes]), file.name);
  else data.append('note', 'no file');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return test.app.inject({
    method: 'POST',
    url: `/api/configuration/setting/${companyId}/logo`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const logoOf = async (companyId: number) =>
  (await test.ctx.db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId)))[0]
    ?.logo;

describe('logo upload', () => {
  it('stores a PNG and shows it on the agency’s site', async () => {
    const answer = await uploadLogo('agency@demo.test', acme, { bytes: PNG, name: 'logo.png' });
    expect(answer.statusCode).toBe(200);
    const { logo } = answer.json();
    expect(logo).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const site = await test.app.inject({ url: '/api/domain/info?domainorsub=acme.localhost' });
    expect(site.json().logo).toBe(logo);
    const image = await test.app.inject({ url: logo });
    expect(image.headers['content-type']).toBe('image/png');

    const replaced = await uploadLogo('agency@demo.test', acme, { bytes: PNG, name: 'new.png' });
    expect(replaced.json().logo).not.toBe(logo);
    expect((await test.app.inject({ url: logo })).statusCode).toBe(404);
  });

  it.each([
    ['an SVG (it can carry script)', { bytes: SVG, name: 'logo.svg' }, 'logo', messages.uploadNotImage],
    [
      'a file over 2 MB',
      { bytes: Buffer.concat([PNG, Buffer.alloc(2_200_000)]), name: 'big.png' },
      'file',
      messages.uploadTooLarge,
    ],
    ['no file at all', null, 'logo', messages.uploadNotImage],
  ])('refuses %s with 422 naming the field', async (_case, file, field, message) => {
    const before = await logoOf(acme);
    const answer = await uploadLogo('agency@demo.test', acme, file);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toBe(message);
    expect(await logoOf(acme)).toBe(before);
  });

  it("another agency's id answers 404 and changes nothing", async () => {
    const before = await logoOf(acme);
    const answer = await uploadLogo('agency2@demo.test', acme, { bytes: PNG, name: 'x.png' });
    expect(answer.statusCode).toBe(404);
    const removal = await call('agency2@demo.test', 'DELETE', `/configuration/setting/${acme}/logo`);
    expect(removal.statusCode).toBe(404);
    expect(await logoOf(acme)).toBe(before);
  });

  it('removes the logo, so the placeholder shows', async () => {
    const answer = await call('agency2@demo.test', 'DELETE', `/configuration/setting/${beta}/logo`);
    expect(answer.json()).toMatchObject({ logo: null });
    expect(await logoOf(beta)).toBeNull();
  });
});

const CODE = '<script>window.acmeEmbedded = "$&$\'";</script><noscript>acme-embedded-marker</noscript>';
const embedUrl = (companyId: number) => `/configuration/setting/${companyId}/rootAgencyEmbeddedCode`;
const page = (host: string) => test.app.inject({ url: '/login', headers: { host } });

describe('embedded code (rootAgencyEmbeddedCode)', () => {
  it('an agency saves its code and reads it back; its pages carry it under a nonce', async () => {
    const saved = await call('agency@demo.test', 'PUT', embedUrl(acme), {
      placeEmbedded: 'footer',
      embeddedcode: CODE,
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('agency@demo.test', 'GET', embedUrl(acme));
    expect(read.json()).toEqual({ placeEmbedded: 'footer', embeddedcode: CODE });

    const acmePage = await page('acme.localhost:3000');
    expect(acmePage.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(acmePage.headers['content-security-policy'] as string)?.[1];
    expect(nonce).toBeTruthy();
    expect(acmePage.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(acmePage.body).toContain(`<script nonce="${nonce}">window.acmeEmbedded = "$&$'";</script>`);
    // footer: after the app's own markup, before </body>
    expect(acmePage.body.indexOf('acme-embedded-marker')).toBeGreaterThan(acmePage.body.indexOf('id="root"'));
    expect((await page('acme.localhost')).headers['content-security-policy']).not.toContain(nonce);
  });

  it.each(['beta.localhost', 'localhost', 'unknown.localhost'])(
    'the page on %s has neither the code nor a relaxed policy',
    async (host) => {
      const answer = await page(host);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('acme-embedded-marker');
      const policy = answer.headers['content-security-policy'] as string;
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('nonce-');
      expect(policy).not.toContain("'strict-dynamic'");
    },
  );

  it.each([
    ['head', /<\/script>\n<!-- end of agency embedded code -->\n<\/head>/],
    ['body', /<body[^>]*>\n<!-- agency embedded code -->/],
  ])('puts the code at the %s', async (placeEmbedded, where) => {
    await call('agency@demo.test', 'PUT', embedUrl(acme), {
      placeEmbedded,
      embeddedcode: '<script>1</script>',
    });
    expect((await page('acme.localhost')).body).toMatch(where);
  });

  it.each([
    ['another agency', 'agency2@demo.test', 404],
    ['its client', 'client@demo.test', 403],
    ['the platform owner (the code is the agency’s alone)', 'root@demo.test', 403],
  ])("%s cannot read or change an agency's code", async (_case, email, status) => {
    const before = await storedSetting(acme, 'rootAgencyEmbeddedCode');
    const read = await call(email, 'GET', embedUrl(acme));
    const write = await call(email, 'PUT', embedUrl(acme), {
      placeEmbedded: 'head',
      embeddedcode: '<b>x</b>',
    });
    expect([read.statusCode, write.statusCode]).toEqual([status, status]);
    expect(await storedSetting(acme, 'rootAgencyEmbeddedCode')).toEqual(before);
  });

  it('the platform owner viewing as the agency may read but not save its code', async () => {
    const root = await test.signIn('root@demo.test');
    const [owner] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    const switched = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch',
      headers: bearer(root),
      payload: { usrID: owner?.id },
    });
    const viewer = bearer(switched.json().access_token);
    const before = await storedSetting(acme, 'rootAgencyEmbeddedCode');
    const read = await test.app.inject({ url: `/api${embedUrl(acme)}`, headers: viewer });
    const write = await test.app.inject({
      method: 'PUT',
      url: `/api${embedUrl(acme)}`,
      headers: viewer,
      payload: { placeEmbedded: 'head', embeddedcode: '<script>viewer()</script>' },
    });
    expect([read.statusCode, write.statusCode]).toEqual([200, 403]);
    expect(await storedSetting(acme, 'rootAgencyEmbeddedCode')).toEqual(before);
  });

  it.each([
    [
      'a place that is not head, body or footer',
      { placeEmbedded: 'middle', embeddedcode: 'x' },
      'placeEmbedded',
    ],
    ['a 100 KB string', { placeEmbedded: 'head', embeddedcode: 'x'.repeat(100_000) }, 'embeddedcode'],
    ['a NUL byte', { placeEmbedded: 'head', embeddedcode: '<script>\u0000</script>' }, 'embeddedcode'],
    ['code that is not text', { placeEmbedded: 'head', embeddedcode: 42 }, 'embeddedcode'],
  ])('refuses %s with 422 naming the field, saving nothing', async (_case, payload, field) => {
    const before = await storedSetting(acme, 'rootAgencyEmbeddedCode');
    const answer = await call('agency@demo.test', 'PUT', embedUrl(acme), payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty(field);
    expect(await storedSetting(acme, 'rootAgencyEmbeddedCode')).toEqual(before);
  });

  it(`says how long the code may be (${EMBEDDED_CODE_MAX} characters)`, async () => {
    const answer = await call('agency@demo.test', 'PUT', embedUrl(acme), {
      placeEmbedded: 'head',
      embeddedcode: 'x'.repeat(EMBEDDED_CODE_MAX + 1),
    });
    expect(answer.json().errors.embeddedcode).toContain('20,000');
  });

  it('saving empty code removes it from the pages', async () => {
    await call('agency@demo.test', 'PUT', embedUrl(acme), { placeEmbedded: 'head', embeddedcode: '  ' });
    expect(await storedSetting(acme, 'rootAgencyEmbeddedCode')).toBeNull();
    const answer = await page('acme.localhost');
    expect(answer.headers['content-security-policy']).not.toContain('nonce-');
  });
});

describe('campaign lists of the settings', () => {
  it.each(['agency@demo.test', 'client@demo.test'])(
    '%s reads the minimum leads per day of Enhance ID',
    async (email) => {
      const answer = await call(email, 'GET', '/configuration/setting/minleaddayenhance');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ minleaddayenhance: 10 });
    },
  );

  it('the platform’s own saved minimum applies to its tenants', async () => {
    const [root] = await test.ctx.db.select().from(companies).where(eq(companies.kind, 'root'));
    await test.ctx.db
      .insert(companySettings)
      .values({ companyId: root?.id ?? 0, name: 'minleaddayenhance', value: 25 });
    const answer = await call('client2@demo.test', 'GET', '/configuration/setting/minleaddayenhance');
    expect(answer.json()).toEqual({ minleaddayenhance: 25 });
  });

  it('lists the advance information an Enhance ID campaign may receive', async () => {
    const answer = await call('client@demo.test', 'GET', '/configuration/list-advance-information');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data[0]).toEqual({ id: 1, key: 'age', name: 'Age', module: 'enhance' });
    expect(data.map((row: { id: number }) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('both need a session', async () => {
    for (const url of [
      '/api/configuration/setting/minleaddayenhance',
      '/api/configuration/list-advance-information',
    ])
      expect((await test.app.inject({ url })).statusCode).toBe(401);
  });
});
