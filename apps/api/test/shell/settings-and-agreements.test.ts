import { DEFAULT_MODULES, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeatures, companies, featureAgreements } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const companyOf = async (subdomain: string) =>
  (await test.ctx.db.select().from(companies).where(eq(companies.subdomain, subdomain)))[0]?.id ?? 0;
const renamed = { ...DEFAULT_MODULES, local: { name: 'Pixel ID', url: 'pixelid' } };

describe('General Settings: module names and slugs', () => {
  it('an agency renames Site ID and its clients see the new name and slug', async () => {
    const token = await test.signIn('agency@demo.test');
    const acme = await companyOf('acme');
    const saved = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${acme}/modules`,
      headers: bearer(token),
      payload: renamed,
    });
    expect(saved.statusCode).toBe(200);
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/setting/${acme}/modules`,
      headers: bearer(token),
    });
    expect(read.json().local).toEqual({ name: 'Pixel ID', url: 'pixelid' });
    const client = await test.signIn('client@demo.test');
    const me = (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(client) })).json();
    expect(me).toMatchObject({ leadlocalname: 'Pixel ID', leadlocalurl: 'pixelid' });
    const otherClient = await test.signIn('client2@demo.test');
    const other = (
      await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherClient) })
    ).json();
    expect(other.leadlocalurl).toBe('siteid');
  });

  it('clearing the Enhance ID url hides the module', async () => {
    const token = await test.signIn('agency2@demo.test');
    const beta = await companyOf('beta');
    await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${beta}/modules`,
      headers: bearer(token),
      payload: { ...DEFAULT_MODULES, enhance: { name: 'Enhance ID', url: '' } },
    });
    const facts = (
      await test.app.inject({ method: 'GET', url: '/api/user/shell', headers: bearer(token) })
    ).json();
    expect(facts.agencyModules).toEqual(['local', 'locator', 'b2b']);
  });

  it.each([
    [
      'two modules on one url',
      { ...DEFAULT_MODULES, locator: { name: 'Search ID', url: 'siteid' } },
      'locator.url',
    ],
    ['a url with spaces', { ...DEFAULT_MODULES, local: { name: 'Site ID', url: 'site id' } }, 'local.url'],
    [
      'a url the platform uses',
      { ...DEFAULT_MODULES, local: { name: 'Site ID', url: 'configuration' } },
      'local.url',
    ],
    ['Site ID without a name', { ...DEFAULT_MODULES, local: { name: '', url: 'siteid' } }, 'local.name'],
  ])('rejects %s naming the field and saves nothing', async (_case, payload, field) => {
    const token = await test.signIn('agency2@demo.test');
    const beta = await companyOf('beta');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${beta}/modules`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('rejects colours that are not colours', async () => {
    const token = await test.signIn('agency2@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${await companyOf('beta')}/appearance`,
      headers: bearer(token),
      payload: {
        sidebarcolor: 'red',
        templatecolor: '#ffffff',
        boxcolor: '#ffffff',
        textcolor: '#000000',
        linkcolor: '#000000',
        fonttheme: 'Inter',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('sidebarcolor');
  });

  it("agency B cannot read or change agency A's settings", async () => {
    const token = await test.signIn('agency2@demo.test');
    const acme = await companyOf('acme');
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/setting/${acme}/appearance`,
      headers: bearer(token),
    });
    const write = await test.app.inject({
      method: 'PUT',
      url: `/api/configuration/setting/${acme}/modules`,
      headers: bearer(token),
      payload: { ...DEFAULT_MODULES, local: { name: 'Hacked', url: 'hacked' } },
    });
    expect([read.statusCode, write.statusCode]).toEqual([404, 404]);
  });

  it('clients and sales are refused: general-setting is hidden from them', async () => {
    for (const email of ['client@demo.test', 'sales@demo.test']) {
      const token = await test.signIn(email);
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/configuration/setting/${await companyOf('acme')}/modules`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('marketing agreements', () => {
  it('records a beta feature agreement once, and reads it back', async () => {
    const token = await test.signIn('agency@demo.test');
    const [feature] = await test.ctx.db
      .select()
      .from(betaFeatures)
      .where(eq(betaFeatures.slug, 'b2b_module'));
    const before = await test.app.inject({
      method: 'GET',
      url: `/api/agreements/feature/${feature?.id}`,
      headers: bearer(token),
    });
    expect(before.json()).toEqual({ status: 'F' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const saved = await test.app.inject({
        method: 'POST',
        url: '/api/agreements/feature',
        headers: bearer(token),
        payload: { feature_id: feature?.id, location_menu: 'b2b campaign-management' },
      });
      expect(saved.json()).toMatchObject({ status: 'T', message: messages.agreementSaved });
    }
    const rows = await test.ctx.db
      .select()
      .from(featureAgreements)
      .where(eq(featureAgreements.featureId, feature?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyName: 'Acme Marketing', locationMenu: 'b2b campaign-management' });
  });

  it('an unknown feature answers 404', async () => {
    const token = await test.signIn('agency@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/agreements/feature/9999',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });

  it('the developer agreement is for agency owners; clients are refused', async () => {
    const agency = await test.signIn('agency2@demo.test');
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/agreements/developer',
      headers: bearer(agency),
      payload: { location_menu: 'profile menu' },
    });
    expect(saved.json().status).toBe('T');
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/agreements/developer',
      headers: bearer(agency),
    });
    expect(read.json()).toEqual({
      status: 'T',
      is_marketing_services_agreement_developer: 'T',
      billing: 'F',
    });
    const client = await test.signIn('client@demo.test');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/agreements/developer',
      headers: bearer(client),
      payload: { location_menu: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
