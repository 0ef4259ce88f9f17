// Issue 23 item 11: leaving the white-label plan does what its confirmation says (part 2 §2 package
// plans: WM/WY white label, NWM/NWY/FREE not): the agency's logo, colours and own domain stop
// showing, and choosing a white-label plan again brings them back.
import { DEFAULT_APPEARANCE } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { DEMO_APPEARANCE } from '../../src/seed/demo-platform.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
let acme: number;
let rootLogo: string | null;

beforeAll(async () => {
  test = await createTestApp();
  acme = await t.companyId('agency@demo.test');
  rootLogo = (await t.companyById(await t.companyId('root@demo.test')))?.logo ?? null;
  // Acme serves its own verified domain and has a logo of its own.
  await test.ctx.db
    .update(companies)
    .set({
      domain: 'leads.acme.test',
      domainVerified: 'leads.acme.test',
      logo: 'data:image/png;base64,QUNNRQ==',
    })
    .where(eq(companies.id, acme));
});
afterAll(() => test.close());

const brandOn = async (host: string) =>
  (await test.app.inject({ method: 'GET', url: `/api/domain/info?domainorsub=${host}` })).json();
/** The agency changes its own plan; FREE only the platform grants (issue 28 item 1). */
const setPackage = (packageID: string) =>
  t.call(
    packageID === 'FREE' ? 'root@demo.test' : 'agency@demo.test',
    'PUT',
    '/configuration/setting/package',
    {
      CompanyID: acme,
      packageID,
    },
  );

describe('the white-label plan decides the brand', () => {
  it('on WM the agency shows its logo, colours and own domain', async () => {
    expect((await setPackage('WM')).statusCode).toBe(200);
    const brand = await brandOn('acme.localhost');
    expect(brand.logo).toBe('data:image/png;base64,QUNNRQ==');
    expect(brand.appearance.sidebarcolor).toBe(DEMO_APPEARANCE.acme.sidebarcolor);
    expect((await brandOn('leads.acme.test')).company_root_name).toBe('Acme Marketing');
  });

  it.each(['NWM', 'FREE'])(
    'on %s the platform’s logo and colours show and the own domain serves nothing',
    async (plan) => {
      expect((await setPackage(plan)).statusCode).toBe(200);
      expect((await t.companyById(acme))?.isWhitelabeling).toBe(false);
      const brand = await brandOn('acme.localhost');
      expect(brand.company_root_name).toBe('Acme Marketing');
      expect(brand.logo).toBe(rootLogo);
      expect(brand.appearance.sidebarcolor).toBe(DEFAULT_APPEARANCE.sidebarcolor);
      expect((await brandOn('leads.acme.test')).rootcomp).toBe('T');
      const me = (await t.call('agency@demo.test', 'GET', '/user')).json();
      expect(me.sidebar_bgcolor).toBe(DEFAULT_APPEARANCE.sidebarcolor);
    },
  );

  it('back on WY the brand returns', async () => {
    expect((await setPackage('WY')).statusCode).toBe(200);
    expect((await brandOn('acme.localhost')).appearance.sidebarcolor).toBe(DEMO_APPEARANCE.acme.sidebarcolor);
    expect((await brandOn('leads.acme.test')).company_root_name).toBe('Acme Marketing');
  });
});
