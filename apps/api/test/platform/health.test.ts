import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp();
    await broken.ctx.db.$client.end();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).not.toBe('ok');
    await broken.app.close();
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('dev mailbox', () => {
  it('exists without SMTP (for platform staff: dev-outbox.test.ts)', async () => {
    const root = await test.signIn('root@demo.test');
    const response = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: bearer(root) });
    expect(response.statusCode).toBe(200);
  });

  it('is absent when SMTP is configured', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const root = await withSmtp.signIn('root@demo.test');
    const response = await withSmtp.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(root),
    });
    expect(response.statusCode).toBe(404);
    await withSmtp.close();
  });
});

describe('security headers', () => {
  it('every answer carries a content security policy and no-sniff', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  // Helmet's whole set, the same on an API answer, an unknown path's 404 and a page: the headers are
  // set by one hook built once (security-headers.ts), which must reach every route and the 404s.
  it.each(['/api/health', '/api/nothing-here', '/sign-in'])('%s carries the whole set', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
