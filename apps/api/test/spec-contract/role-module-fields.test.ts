// The role/module response's fields of part 1 §3 that the shell reads (GET
// /configuration/role-module/getrolemodule/…): their values for a root, an agency and a client
// caller, read from the data the shell already keeps (terms and products, module names, colours,
// onboarding, failed payments), and another agency's company id refused.
import { DEFAULT_APPEARANCE, DEFAULT_MODULES } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, companySettings, users } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { DEMO_APPEARANCE } from '../../src/seed/demo-platform.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { declineCardsOf, issueAgencyInvoice, issueClientInvoice } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
const db = () => test.ctx.db;
let rootId: number;
let acmeId: number;
let betaId: number;
let clientId: number;

const ROOT = 'root@demo.test';
const AGENCY = 'agency@demo.test';
const CLIENT = 'client@demo.test';
const ROOT_LOOK = { ...DEFAULT_APPEARANCE, linkcolor: '#123456', sidebarcolor: '#0a0b0c' };
const ROOT_NAMES = { local: { name: 'Root Visitors', url: 'rootvisitors' } };
const ACME_NAMES = { local: { name: 'Acme Visitors', url: 'acmevisitors' } };

beforeAll(async () => {
  test = await createTestApp();
  rootId = (await t.company(ROOT)).id;
  acmeId = await t.companyId(AGENCY);
  betaId = await t.companyId('agency2@demo.test');
  clientId = await t.companyId(CLIENT);
  // What sets each caller apart: the root's and Acme's own terms, products, names and colours.
  await db()
    .update(companies)
    .set({ selectedTerms: ['Weekly', 'Monthly'], selectedModules: ['local', 'locator', 'b2b'] })
    .where(eq(companies.id, rootId));
  await db()
    .update(companies)
    .set({ selectedTerms: ['Prepaid', 'Weekly'], selectedModules: ['local', 'locator'] })
    .where(eq(companies.id, acmeId));
  await db()
    .insert(companySettings)
    .values([
      { companyId: rootId, name: 'appearance', value: ROOT_LOOK },
      { companyId: rootId, name: 'modules', value: ROOT_NAMES },
      { companyId: acmeId, name: 'modules', value: ACME_NAMES },
    ]);
});
afterAll(() => test.close());

async function roleModule(email: string, companyId?: number) {
  const user = await t.user(email);
  const url = `/configuration/role-module/getrolemodule/${companyId ?? user.companyId}/${user.roleId ?? 0}/${user.id}`;
  return t.call(email, 'GET', url);
}
const answerOf = async (email: string) => {
  const response = await roleModule(email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The root's selection: what a new agency of the platform starts with. */
const NEW_AGENCY_TERMS = [
  { term: 'Weekly', status: true },
  { term: 'Monthly', status: true },
  { term: 'One Time', status: false },
  { term: 'Prepaid', status: false },
];
const NEW_AGENCY_MODULES = [
  { type: 'local', status: true },
  { type: 'locator', status: true },
  { type: 'enhance', status: false },
  { type: 'b2b', status: true },
];

describe('the role/module fields of part 1 §3, by caller', () => {
  it('the root: its own terms, products and names; nothing above it to inherit colours from', async () => {
    const answer = await answerOf(ROOT);
    expect(answer).toMatchObject({
      paymentStatusFailed: false,
      accessmodule_agency: ['local', 'locator', 'b2b'],
      fcampid: null,
      finamt: '0.00',
      paymenttermlist: ['Weekly', 'Monthly'],
      rootPaymentTermsNewAgencies: NEW_AGENCY_TERMS,
      agencyDefaultModules: NEW_AGENCY_MODULES,
      colors_parent: DEFAULT_APPEARANCE,
      // The root owner has set up its profile, has no card, and its account is completed.
      agency_onboarding_status: {
        profile_setup_completed: 'T',
        card_set_up: false,
        account_connected: true,
        completed: 'F',
      },
    });
    expect(answer.rootsidemenu).toEqual({ ...DEFAULT_MODULES, ...ROOT_NAMES });
    expect(answer.agency_side_menu).toEqual({ ...DEFAULT_MODULES, ...ROOT_NAMES });
  });

  it("an agency: its own terms, products and names, the root's colours and the root's new-agency defaults", async () => {
    const answer = await answerOf(AGENCY);
    expect(answer).toMatchObject({
      accessmodule_agency: ['local', 'locator'],
      fcampid: null,
      finamt: '0.00',
      paymenttermlist: ['Weekly', 'Prepaid'],
      rootPaymentTermsNewAgencies: NEW_AGENCY_TERMS,
      agencyDefaultModules: NEW_AGENCY_MODULES,
      colors_parent: ROOT_LOOK,
      agency_onboarding_status: {
        profile_setup_completed: 'T',
        card_set_up: true,
        account_connected: true,
        completed: 'T',
      },
    });
    expect(answer.agency_side_menu).toEqual({ ...DEFAULT_MODULES, ...ACME_NAMES });
    expect(answer.rootsidemenu).toEqual({ ...DEFAULT_MODULES, ...ROOT_NAMES });
  });

  it("a client: its agency's terms, products, names, colours and onboarding", async () => {
    const answer = await answerOf(CLIENT);
    expect(answer).toMatchObject({
      accessmodule_agency: ['local', 'locator'],
      paymenttermlist: ['Weekly', 'Prepaid'],
      colors_parent: DEMO_APPEARANCE.acme,
      agency_onboarding_status: { completed: 'T' },
    });
    expect(answer.agency_side_menu).toEqual({ ...DEFAULT_MODULES, ...ACME_NAMES });
    expect(answer.rootsidemenu).toEqual({ ...DEFAULT_MODULES, ...ROOT_NAMES });

    // The onboarding is the agency owner's, not the client's own.
    await db().update(users).set({ profileSetupCompleted: false }).where(eq(users.email, AGENCY));
    try {
      expect((await answerOf(CLIENT)).agency_onboarding_status).toEqual({
        profile_setup_completed: 'F',
        card_set_up: true,
        account_connected: true,
        completed: 'F',
      });
    } finally {
      await db().update(users).set({ profileSetupCompleted: true }).where(eq(users.email, AGENCY));
    }
  });

  it("another agency's company id answers 404, with the caller's own user and role", async () => {
    const response = await roleModule(AGENCY, betaId);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('accessmodule_agency');
    expect((await roleModule(CLIENT, acmeId)).statusCode).toBe(404);
    expect((await roleModule('agency2@demo.test', acmeId)).statusCode).toBe(404);
  });
});

describe("fcampid and finamt: the failed payment of the caller's own company", () => {
  it('an agency whose invoice was declined: the campaign it paused and what it owes', async () => {
    // Only this campaign is active under Acme, so the failure pauses it alone.
    await db().update(campaigns).set({ status: 'paused' }).where(eq(campaigns.companyId, clientId));
    await t.addCampaign(clientId, 'rm-failed-1', 'local', 'active');
    const invoice = await issueAgencyInvoice(db(), acmeId, rootId, 9_950);
    await declineCardsOf(db(), acmeId, 'Your card was declined.');
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('failed');

    expect(await answerOf(AGENCY)).toMatchObject({
      paymentStatusFailed: true,
      accessmodule_agency: ['paymentfailed'],
      fcampid: 'rm-failed-1',
      finamt: '99.50',
    });
    // The client learns its agency failed to pay, never what the agency owes the platform.
    expect(await answerOf(CLIENT)).toMatchObject({
      paymentStatusFailed: true,
      accessmodule_agency: ['paymentfailed'],
      fcampid: null,
      finamt: '0.00',
    });
  });

  it("a client whose own invoice was declined reads its own amount; its agency's stays its own", async () => {
    const invoice = await issueClientInvoice(db(), clientId, 4_000, 1_000);
    await declineCardsOf(db(), clientId, 'Your card was declined.');
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('failed');
    expect((await answerOf(CLIENT)).finamt).toBe('40.00');
    expect((await answerOf(AGENCY)).finamt).toBe('99.50');
    expect((await answerOf(ROOT)).finamt).toBe('0.00');
  });
});
