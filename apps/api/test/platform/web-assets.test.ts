// The built web app is sent precompressed and cached by name (issue 14 "First load"): hashed assets
// for a year (immutable), the page itself checked on every load. `npm test` builds the web first.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let entryScript: string;
beforeAll(async () => {
  test = await createTestApp();
  const html = fs.readFileSync(path.join(test.ctx.config.WEB_DIST, 'index.html'), 'utf8');
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error('the built index.html names no entry script');
  entryScript = match[1];
});
afterAll(() => test.close());

it('sends a hashed script brotli-compressed to a browser that takes it, cached for a year', async () => {
  const answer = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'br, gzip' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers['content-type']).toMatch(/javascript/);
});

it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
  const gzip = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(Number(gzip.headers['content-length'] ?? gzip.rawPayload.length));
});

it('checks the page itself on every load, at / and at a browser route', async () => {
  for (const url of ['/index.html', '/login']) {
    const answer = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers['cache-control'], url).toBe('no-cache');
    expect(answer.headers['content-type'], url).toMatch(/text\/html/);
  }
});

it('sends the sign-in page its own small entry at /login (with a query too), and the app elsewhere', async () => {
  const scriptOf = (html: string) => html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const signIn = await test.app.inject({ url: '/login?next=%2Fdashboard' });
  const app = await test.app.inject({ url: '/dashboard' });
  const register = await test.app.inject({ url: '/register' });
  expect(scriptOf(signIn.body)).toMatch(/\/assets\/signIn-/);
  expect(scriptOf(app.body)).toBe(entryScript);
  expect(scriptOf(register.body)).toBe(entryScript);
  // /loginx and /login/ are the app's (its not-found page), not the sign-in page.
  expect(scriptOf((await test.app.inject({ url: '/loginx' })).body)).toBe(entryScript);
});

it('answers a cache that already holds the copy with 304, per encoding, and says the copy depends on it', async () => {
  const br = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'br' } });
  const gzip = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip' } });
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.headers.etag).toBeTruthy();
  expect(br.headers.etag).not.toBe(gzip.headers.etag);
  const again = await test.app.inject({
    url: entryScript,
    headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  // The gzip copy's tag does not stand for the brotli copy.
  const other = await test.app.inject({
    url: entryScript,
    headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
  });
  expect(other.statusCode).toBe(200);
  expect(other.rawPayload.equals(br.rawPayload)).toBe(true);
});

it('answers HEAD with the headers alone, and sends the same bytes as the file on disk', async () => {
  const head = await test.app.inject({
    method: 'HEAD',
    url: entryScript,
    headers: { 'accept-encoding': 'br' },
  });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-encoding']).toBe('br');
  expect(head.rawPayload.length).toBe(0);
  const onDisk = fs.readFileSync(path.join(test.ctx.config.WEB_DIST, `${entryScript}.br`));
  const sent = await test.app.inject({ url: entryScript, headers: { 'accept-encoding': 'br' } });
  expect(sent.rawPayload.equals(onDisk)).toBe(true);
  expect(Number(head.headers['content-length'])).toBe(onDisk.length);
});

it('answers a name the build does not have, or one reaching outside its folder, with no file of it', async () => {
  for (const url of [
    '/assets/missing-00000000.js',
    '/assets/..%2Findex.html',
    '/assets/..%2F..%2Fpackage.json',
  ]) {
    const answer = await test.app.inject({ url });
    expect(answer.headers['content-type'], url).not.toMatch(/javascript|json/);
    expect(answer.headers['cache-control'], url).not.toBe('public, max-age=31536000, immutable');
    expect(answer.body, url).not.toContain('"name"');
  }
});

it('checks the build files outside the hashed folder on every load', async () => {
  const theme = await test.app.inject({ url: '/theme-init.js' });
  expect(theme.statusCode).toBe(200);
  expect(theme.headers['cache-control']).toBe('no-cache');
  expect(theme.headers['content-type']).toMatch(/javascript/);
});
