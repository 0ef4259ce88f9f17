import { DEFAULT_MODULES } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPEARANCE } from '../../src/seed/demo-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const me = async (email: string) => {
  const token = await test.signIn(email);
  return (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
};

describe('GET /api/user: the session user data of part 1 §3', () => {
  it.each([
    [
      'root@demo.test',
      { user_type: 'user', systemuser: true, rootcomp: true, company_name: 'Demo Platform' },
    ],
    ['admin@demo.test', { user_type: 'administrator', systemuser: true, rootcomp: true }],
    [
      'sales@demo.test',
      { user_type: 'sales', systemuser: true, isAccExecutive: 'T', status_acc: 'completed' },
    ],
    [
      'agency@demo.test',
      { user_type: 'userdownline', systemuser: false, rootcomp: false, company_name: 'Acme Marketing' },
    ],
    [
      'client@demo.test',
      {
        user_type: 'client',
        company_name: 'Acme Client Co',
        companyparentname: 'Acme Marketing',
        leadspeek_type: 'local|locator',
        menuLeadspeek: true,
      },
    ],
    ['agency2@demo.test', { user_type: 'userdownline', company_name: 'Beta Growth' }],
    ['client2@demo.test', { user_type: 'client', companyparentname: 'Beta Growth' }],
  ])('%s', async (email, expected) => {
    const user = await me(email);
    expect(user).toMatchObject({
      email,
      profile_setup_completed: 'T',
      idsys: 1,
      isViewMode: false,
      ...expected,
    });
  });

  it("a client wears its agency's colours and the default module names", async () => {
    const user = await me('client@demo.test');
    expect(user).toMatchObject({
      sidebar_bgcolor: DEMO_APPEARANCE.acme.sidebarcolor,
      link_color: DEMO_APPEARANCE.acme.linkcolor,
      leadlocalname: DEFAULT_MODULES.local.name,
      leadlocalurl: 'siteid',
      leadlocatorurl: 'searchid',
      leadenhanceurl: 'enhanceid',
      leadb2burl: 'b2bid',
    });
    expect(user.companyparentlogo).toMatch(/^data:image\/svg\+xml/);
  });

  it('never exposes secrets', async () => {
    const user = await me('agency@demo.test');
    const text = JSON.stringify(user);
    expect(text).not.toMatch(/password|totp|secret/i);
  });
});
