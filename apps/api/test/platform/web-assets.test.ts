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
