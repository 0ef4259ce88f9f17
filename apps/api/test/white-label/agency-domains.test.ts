// Issue 14: an agency's subdomain and custom domain, self-service. The DNS check runs against a DNS
// server in this process (DNS_SERVERS): verified when the CNAME names the agency's host, unverified with
// what was found otherwise; an unverified custom domain never brands a site.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type LocalDns, startLocalDns } from './local-dns.ts';

let test: TestApp;
let dns: LocalDns;
let acmeId: number;
let betaId: number;
let agency: string;
let agency2: string;
let client: string;

beforeAll(async () => {
  dns = await startLocalDns();
  test = await createTestApp({ DNS_SERVERS: dns.server });
  acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  betaId = (await companyOf(test.ctx.db, 'agency2@demo.test')).id;
  agency = await test.signIn('agency@demo.test');
  agency2 = await test.signIn('agency2@demo.test');
  client = await test.signIn('client@demo.test');
});
afterAll(async () => {
  await test.close();
  await dns.close();
});

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const acmeRow = async () => (await test.ctx.db.select().from(companies).where(eq(companies.id, acmeId)))[0];
const brandOf = async (host: string) =>
  (await test.app.inject({ method: 'GET', url: `/api/domain/info?domainorsub=${host}` })).json()
    .company_root_name;

describe('custom domain: the record to create, and the DNS check', () => {
  it('a new domain is saved unverified, shows its CNAME record, and does not brand a site yet', async () => {
    const response = await call(agency, 'PUT', '/configuration/update-custom-domain', {
      companyID: acmeId,
      domain: 'Leads.Acme-Agency.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      domain: 'leads.acme-agency.com',
      verified: false,
      platform_host: 'acme.localhost',
      record: { type: 'CNAME', name: 'leads.acme-agency.com', value: 'acme.localhost' },
      checked_at: null,
    });
    expect(await brandOf('leads.acme-agency.com')).toBe('Demo Platform');
  });

  it('with no record at all the check says so and stays unverified', async () => {
    const response = await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: false });
    expect(response.json().found).toMatch(/does not exist|No CNAME/);
    expect(response.json().checked_at).not.toBeNull();
  });

  it('an A record instead of the CNAME is reported with its address', async () => {
    dns.a.set('leads.acme-agency.com', '203.0.113.9');
    const response = await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    expect(response.json()).toMatchObject({ verified: false });
    expect(response.json().found).toContain('203.0.113.9');
    dns.a.delete('leads.acme-agency.com');
  });

  it('a CNAME to another host is unverified, naming what it points at', async () => {
    dns.cname.set('leads.acme-agency.com', 'elsewhere.example.net');
    const response = await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    expect(response.json()).toMatchObject({ verified: false });
    expect(response.json().found).toContain('elsewhere.example.net');
    expect(await brandOf('leads.acme-agency.com')).toBe('Demo Platform');
  });

  it('the matching CNAME verifies it: stored on the company, and the domain now brands the agency site', async () => {
    dns.cname.set('leads.acme-agency.com', 'acme.localhost');
    const response = await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    expect(response.json()).toMatchObject({
      verified: true,
      message: 'Your custom domain is verified and now serves your site.',
    });
    expect((await acmeRow())?.domainVerified).toBe('leads.acme-agency.com');
    expect(await brandOf('leads.acme-agency.com')).toBe('Acme Marketing');
    const read = await call(agency, 'GET', `/configuration/custom-domain/${acmeId}`);
    expect(read.json()).toMatchObject({ verified: true, domain: 'leads.acme-agency.com' });
  });

  it('a record removed later unverifies it on the next check', async () => {
    dns.cname.delete('leads.acme-agency.com');
    const response = await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    expect(response.json()).toMatchObject({ verified: false });
    expect(await brandOf('leads.acme-agency.com')).toBe('Demo Platform');
  });

  it('changing the domain starts unverified again; an empty domain removes it', async () => {
    dns.cname.set('leads.acme-agency.com', 'acme.localhost');
    await call(agency, 'POST', `/configuration/custom-domain/${acmeId}/check`);
    const changed = await call(agency, 'PUT', '/configuration/update-custom-domain', {
      companyID: acmeId,
      domain: 'go.acme-agency.com',
    });
    expect(changed.json()).toMatchObject({ domain: 'go.acme-agency.com', verified: false, found: null });
    expect(await brandOf('leads.acme-agency.com')).toBe('Demo Platform');
    const removed = await call(agency, 'PUT', '/configuration/update-custom-domain', {
      companyID: acmeId,
      domain: '',
    });
    expect(removed.json()).toMatchObject({ domain: null, record: null, verified: false });
    expect((await acmeRow())?.domain).toBeNull();
  });
});

describe('custom domain and subdomain validation (422 naming the field, nothing changed)', () => {
  it.each([
    ['localhost', 'localhost and IP addresses cannot be custom domains. Enter a domain you own.'],
    ['shop.localhost', 'localhost and IP addresses cannot be custom domains. Enter a domain you own.'],
    ['127.0.0.1', 'localhost and IP addresses cannot be custom domains. Enter a domain you own.'],
    [
      'acme',
      'Enter a host name such as leads.youragency.com: letters, digits and hyphens in parts separated by dots.',
    ],
    [
      'bad_name.com',
      'Enter a host name such as leads.youragency.com: letters, digits and hyphens in parts separated by dots.',
    ],
  ])('domain %s', async (domain, message) => {
    const before = await acmeRow();
    const response = await call(agency, 'PUT', '/configuration/update-custom-domain', {
      companyID: acmeId,
      domain,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ domain: message });
    expect(await acmeRow()).toEqual(before);
  });

  it("the platform's own domain, or a host under it, is refused", async () => {
    await test.ctx.db.update(companies).set({ domain: 'platform.example' }).where(eq(companies.kind, 'root'));
    try {
      for (const domain of ['platform.example', 'beta.platform.example']) {
        const response = await call(agency, 'PUT', '/configuration/update-custom-domain', {
          companyID: acmeId,
          domain,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.domain).toMatch(/platform's own domain/);
      }
    } finally {
      await test.ctx.db.update(companies).set({ domain: 'localhost' }).where(eq(companies.kind, 'root'));
    }
  });

  it("another agency's domain is taken", async () => {
    await test.ctx.db
      .update(companies)
      .set({ domain: 'leads.beta-growth.com' })
      .where(eq(companies.id, betaId));
    const response = await call(agency, 'PUT', '/configuration/update-custom-domain', {
      companyID: acmeId,
      domain: 'leads.beta-growth.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ domain: 'This domain is already used by another account.' });
  });

  it.each([
    ['', 'Subdomain is required.'],
    ['-acme', 'Use 1 to 63 letters, digits or hyphens, starting and ending with a letter or digit.'],
    ['a'.repeat(64), 'Use 1 to 63 letters, digits or hyphens, starting and ending with a letter or digit.'],
    ['www', 'This subdomain is reserved for the platform. Choose another.'],
    ['beta', 'This subdomain is already taken.'],
  ])('subdomain %j', async (subdomain, message) => {
    const before = await acmeRow();
    const response = await call(agency, 'PUT', '/configuration/subdomain', { companyID: acmeId, subdomain });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subdomain: message });
    expect(await acmeRow()).toEqual(before);
  });

  it.each([
    ['/configuration/subdomain', 'subdomain'],
    ['/configuration/update-custom-domain', 'domain'],
  ])('%s with a NUL byte or 100 KB names %s', async (url, field) => {
    const before = await acmeRow();
    for (const value of ['acme\u0000x', 'a'.repeat(100_000)]) {
      const response = await call(agency, 'PUT', url, { companyID: acmeId, [field]: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    }
    expect(await acmeRow()).toEqual(before);
  });

  it('a new subdomain is saved, serves the agency, and is the new CNAME target', async () => {
    const response = await call(agency, 'PUT', '/configuration/subdomain', {
      companyID: acmeId,
      subdomain: 'Acme-Leads',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subdomain: 'acme-leads', platform_host: 'acme-leads.localhost' });
    expect(await brandOf('acme-leads.localhost')).toBe('Acme Marketing');
    await call(agency, 'PUT', '/configuration/subdomain', { companyID: acmeId, subdomain: 'acme' });
  });
});

describe('GET /domainsubdomain/{domainorsub}/{hostID}: availability', () => {
  it.each([
    ['northwind', true, 'subdomain'],
    ['acme', true, 'subdomain'],
    ['beta', false, 'subdomain'],
    ['www', false, 'subdomain'],
    ['leads.northwind.com', true, 'domain'],
    ['leads.beta-growth.com', false, 'domain'],
    ['localhost', false, 'subdomain'],
  ])('%s available: %s', async (name, available, kind) => {
    const response = await call(agency, 'GET', `/domainsubdomain/${encodeURIComponent(name)}/${acmeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ available, kind });
  });
});

describe("another agency's id: 404 (a client 403/404), nothing changed", () => {
  type Case = [name: string, method: 'GET' | 'PUT' | 'POST', url: () => string, body?: () => object];
  it.each<Case>([
    ['read domains', 'GET', () => `/configuration/custom-domain/${acmeId}`],
    ['check DNS', 'POST', () => `/configuration/custom-domain/${acmeId}/check`],
    [
      'save subdomain',
      'PUT',
      () => '/configuration/subdomain',
      () => ({ companyID: acmeId, subdomain: 'stolen' }),
    ],
    [
      'save custom domain',
      'PUT',
      () => '/configuration/update-custom-domain',
      () => ({ companyID: acmeId, domain: 'stolen.example.com' }),
    ],
    ['availability', 'GET', () => `/domainsubdomain/stolen/${acmeId}`],
  ])('%s', async (_name, method, url, body) => {
    const before = await acmeRow();
    for (const [token, allowed] of [
      [agency2, [404]],
      [client, [403, 404]],
    ] as const) {
      const response = await call(token, method, url(), body?.());
      expect(allowed).toContain(response.statusCode);
    }
    expect(await acmeRow()).toEqual(before);
  });
});
