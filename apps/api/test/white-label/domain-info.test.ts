import { DEFAULT_APPEARANCE, DEFAULT_MODULES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings } from '../../src/db/schema/index.ts';
import { DEMO_APPEARANCE } from '../../src/seed/demo-platform.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const info = (host: string) =>
  test.app.inject({ method: 'GET', url: `/api/domain/info?domainorsub=${host}` });

describe('GET /api/domain/info', () => {
  it.each([
    ['localhost', 'Demo Platform', 'T', DEFAULT_APPEARANCE.linkcolor],
    ['acme.localhost', 'Acme Marketing', 'F', DEMO_APPEARANCE.acme.linkcolor],
    ['ACME.localhost:3000', 'Acme Marketing', 'F', DEMO_APPEARANCE.acme.linkcolor],
    ['beta.localhost', 'Beta Growth', 'F', DEMO_APPEARANCE.beta.linkcolor],
    ['unknown.localhost', 'Demo Platform', 'T', DEFAULT_APPEARANCE.linkcolor],
    ['somewhere.else.test', 'Demo Platform', 'T', DEFAULT_APPEARANCE.linkcolor],
  ])('%s is branded as %s', async (host, name, rootcomp, linkcolor) => {
    const response = await info(host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company_root_name: name, rootcomp, appearance: { linkcolor } });
  });

  it("answers the fields inside `params` too (part 1 §7), with the host's terms and side menus", async () => {
    const db = test.ctx.db;
    const [acme] = await db.select().from(companies).where(eq(companies.subdomain, 'acme'));
    const rootId = Number(acme?.path.split('.')[0]);
    await db
      .update(companies)
      .set({ selectedTerms: ['Prepaid', 'Monthly'] })
      .where(eq(companies.subdomain, 'acme'));
    const acmeNames = { locator: { name: 'Acme Finder', url: 'acmefinder' } };
    const rootNames = { local: { name: 'Root Visitors', url: 'rootvisitors' } };
    await db.insert(companySettings).values([
      { companyId: acme?.id ?? 0, name: 'modules', value: acmeNames },
      { companyId: rootId, name: 'modules', value: rootNames },
    ]);

    const { params, ...flat } = (await info('acme.localhost')).json();
    expect(params).toEqual(flat);
    expect(params).toMatchObject({
      company_root_name: 'Acme Marketing',
      idsys: rootId,
      paymenttermlist: ['Monthly', 'Prepaid'],
      // The nearest company's saved names win, whole (company-settings.ts).
      agency_side_menu: { ...DEFAULT_MODULES, ...acmeNames },
      rootsidemenu: { ...DEFAULT_MODULES, ...rootNames },
    });
    const platform = (await info('localhost')).json().params;
    expect(platform).toMatchObject({
      paymenttermlist: ['Weekly', 'Monthly', 'One Time', 'Prepaid'],
      agency_side_menu: { ...DEFAULT_MODULES, ...rootNames },
      rootsidemenu: { ...DEFAULT_MODULES, ...rootNames },
    });
  });

  it('finds an agency by its custom domain once verified, never before (issue 14)', async () => {
    await test.ctx.db
      .update(companies)
      .set({ domain: 'leads.acme.test', domainVerified: null })
      .where(eq(companies.subdomain, 'acme'));
    expect((await info('leads.acme.test')).json().rootcomp).toBe('T');
    await test.ctx.db
      .update(companies)
      .set({ domainVerified: 'leads.acme.test' })
      .where(eq(companies.subdomain, 'acme'));
    expect((await info('leads.acme.test')).json().company_root_name).toBe('Acme Marketing');
  });

  it('a client subdomain-like name never brands a page as the client', async () => {
    const response = await info('acme-client-co.localhost');
    expect(response.json().rootcomp).toBe('T');
  });

  it.each([
    ['a host with a slash', '/api/domain/info?domainorsub=a%2Fb'],
    ['no host at all', '/api/domain/info'],
  ])('rejects %s with 422 naming domainorsub', async (_case, url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('domainorsub');
  });
});
