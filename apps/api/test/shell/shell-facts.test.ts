import { type ShellFacts, shellView } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeatures, betaFeatureUsers, companies, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function factsOf(email: string): Promise<ShellFacts> {
  const token = await test.signIn(email);
  const response = await test.app.inject({ method: 'GET', url: '/api/user/shell', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/user/shell: the facts the shell rules take', () => {
  it('root: a system user on the root company sees the platform menus', async () => {
    const facts = await factsOf('root@demo.test');
    expect(facts).toMatchObject({ systemuser: true, rootcomp: true, user_type: 'user', supportUrl: null });
    expect(shellView(facts).sidebar).toContain('agency-list');
    expect(shellView(facts).configurationRoutes).toContain('report-analytics');
  });

  it('sales: connected executive', async () => {
    const facts = await factsOf('sales@demo.test');
    expect(facts).toMatchObject({ salesAccountConnected: true, isAccExecutive: 'T' });
    expect(shellView(facts).sidebar).toEqual(['client-management', 'agency-list', 'general-settings']);
  });

  it("client: its own modules within its agency's, and no configuration", async () => {
    const facts = await factsOf('client@demo.test');
    expect(facts.clientModules).toEqual(['local', 'locator']);
    expect(facts.moduleNames.local).toEqual({ name: 'Site ID', url: 'siteid' });
    expect(shellView(facts).configurationRoutes).toEqual([]);
  });

  it('agency: the Support link and the connected account of its agency', async () => {
    const facts = await factsOf('agency@demo.test');
    expect(facts.supportUrl).toMatch(/^mailto:/);
    expect(facts.paymentAccountState).toBe('connected');
    expect(facts.permissions.Settings).toEqual({ enable: true, create: true, update: true, delete: true });
  });

  it('follows the agency payment state: a failed payment and requirements show up', async () => {
    await test.ctx.db
      .update(companies)
      .set({ paymentStatus: 'failed', chargesEnabled: false, accountRequirements: ['external_account'] })
      .where(eq(companies.subdomain, 'beta'));
    const agencyFacts = await factsOf('agency2@demo.test');
    expect(agencyFacts.agencyPaymentFailed).toBe(true);
    expect(shellView(agencyFacts).actionRequiredBanner).toBe(true);
    const clientFacts = await factsOf('client2@demo.test');
    expect(clientFacts.agencyPaymentFailed).toBe(true);
    expect(shellView(clientFacts).sidebar).toEqual([]);
  });

  it('the b2b module opens to a beta user and then asks for the agreement', async () => {
    const [feature] = await test.ctx.db
      .select()
      .from(betaFeatures)
      .where(eq(betaFeatures.slug, 'b2b_module'));
    const [agency] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    let facts = await factsOf('agency@demo.test');
    expect(shellView(facts).sidebar).not.toContain('module:b2b');
    await test.ctx.db
      .insert(betaFeatureUsers)
      .values({ featureId: feature?.id ?? 0, userId: agency?.id ?? 0 });
    facts = await factsOf('agency@demo.test');
    expect(facts.betaUserOf.b2b_module).toBe(true);
    expect(shellView(facts).b2bAgreementNeeded).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/user/shell' })).statusCode).toBe(401);
  });
});
