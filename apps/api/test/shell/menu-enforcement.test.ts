// What the menu hides, the API refuses: every demo user × every configuration page with an API.
import { type ConfigurationRoute, profileMenu, type ShellFacts, shellView } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_HOSTS, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

// A read-only call standing for each page that has an API in this issue.
const pageCalls: Partial<Record<ConfigurationRoute, (facts: ShellFacts, companyId: number) => string>> = {
  'role-list': (_facts, companyId) => `/api/configuration/roles/${companyId}`,
  'general-setting': (_facts, companyId) => `/api/configuration/setting/${companyId}/modules`,
};

describe.each(Object.keys(DEMO_HOSTS))('%s', (email) => {
  it('may call exactly the configuration pages its menu shows', async () => {
    const token = await test.signIn(email);
    const facts: ShellFacts = (
      await test.app.inject({ method: 'GET', url: '/api/user/shell', headers: bearer(token) })
    ).json();
    const me = (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    const allowed = shellView(facts).configurationRoutes;
    for (const [route, urlOf] of Object.entries(pageCalls)) {
      const response = await test.app.inject({
        method: 'GET',
        url: urlOf(facts, me.company_id),
        headers: bearer(token),
      });
      const shown = allowed.includes(route as ConfigurationRoute);
      expect({ route, ok: response.statusCode === 200 }).toEqual({ route, ok: shown });
      if (!shown) expect([403, 404]).toContain(response.statusCode);
    }
  });

  it('may record the developer agreement only when it may see the Developer entry kind (user or userdownline)', async () => {
    const token = await test.signIn(email);
    const facts: ShellFacts = (
      await test.app.inject({ method: 'GET', url: '/api/user/shell', headers: bearer(token) })
    ).json();
    const ownerKind = facts.user_type === 'user' || facts.user_type === 'userdownline';
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/agreements/developer',
      headers: bearer(token),
    });
    expect(response.statusCode === 200).toBe(ownerKind);
    // The Developer entry itself never shows to other kinds (part 1 §6).
    if (!ownerKind) expect(profileMenu({ ...facts, dataWalletOpen: true })).not.toContain('developer');
  });
});
