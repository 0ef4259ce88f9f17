// Contract: the spec's settings calls with the spec's payloads, as the spec writes them, read back by
// the fields the spec reads (issue 26 part 1). Each case names the section it follows:
// - part 2 §7 "Agency and client management" updateGeneralSetting (comsetname costagency, comsetval)
//   and getGeneralSetting (reads data, rootcostagency, dpay);
// - part 2 §7 "Settings" PUT /configuration/setting, with the appearance settings of part 1 §3 and
//   part 2 §3 (sidebarcolor, templatecolor, boxcolor, textcolor, linkcolor, fonttheme, paymenttermDefault);
// - part 2 §3 "Cost module" and §7 "Users and clients" PUT /configuration/user/costmodule.
import { type CostAgency, costPerLeadMinimumNote, messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companySettings } from '../../src/db/schema/index.ts';
import { agencyCosts, DEMO_CAMPAIGN_IDS, ROOT_COSTS } from '../../src/seed/demo-costs.ts';
import { campaignKit } from '../campaigns/campaign-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = campaignKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const acme = () => t.companyId('agency@demo.test');
const beta = () => t.companyId('agency2@demo.test');
const updateGeneralSetting = (email: string, body: object) =>
  t.call(email, 'PUT', '/configuration/setting', body);
const getGeneralSetting = (email: string, companyId: number, settingname: string) =>
  t.call(email, 'GET', `/configuration/setting/${companyId}/${settingname}`);

async function storedSetting(companyId: number, name: string) {
  const [row] = await test.ctx.db
    .select()
    .from(companySettings)
    .where(and(eq(companySettings.companyId, companyId), eq(companySettings.name, name)));
  return row?.value;
}

/** A refused call: the status, and nothing written anywhere. */
async function refusedUnchanged(call: () => Promise<{ statusCode: number }>, status: number) {
  const before = await t.fingerprint();
  expect((await call()).statusCode).toBe(status);
  expect(await t.fingerprint()).toBe(before);
}

describe('part 2 §7 updateGeneralSetting: companyID, actionType, comsetname costagency, comsetval', () => {
  it('§7: the whole cost object is saved, and getGeneralSetting reads it back as data', async () => {
    const comsetval = structuredClone(agencyCosts(ROOT_COSTS));
    comsetval.local.Monthly.LeadspeekPlatformFee = '199.99';
    comsetval.enhance.Weekly.EnhanceCostperlead = '1.25';
    const response = await updateGeneralSetting('root@demo.test', {
      companyID: await acme(),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
      comsetval,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.settingHasBeenSaved);
    const read = await getGeneralSetting('root@demo.test', await acme(), 'costagency');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: comsetval, rootcostagency: ROOT_COSTS, dpay: 'Weekly' });
  });

  it('§3 "Agency cost setting": one amount sent changes that amount only', async () => {
    const before = (await getGeneralSetting('root@demo.test', await acme(), 'costagency')).json().data;
    const response = await updateGeneralSetting('root@demo.test', {
      companyID: await acme(),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
      comsetval: { locator: { Prepaid: { LocatorMinCostMonth: '75.50' } } },
    });
    expect(response.statusCode).toBe(200);
    const after = (await getGeneralSetting('root@demo.test', await acme(), 'costagency')).json().data;
    expect(after.locator.Prepaid.LocatorMinCostMonth).toBe('75.50');
    after.locator.Prepaid.LocatorMinCostMonth = before.locator.Prepaid.LocatorMinCostMonth;
    expect(after).toEqual(before);
  });

  it.each([
    [
      '§5 currency: letters',
      { local: { Weekly: { LeadspeekPlatformFee: 'abc' } } },
      'comsetval.local.Weekly.LeadspeekPlatformFee',
      null,
    ],
    [
      '§5 currency: a negative amount',
      { locator: { Monthly: { LocatorCostperlead: '-1' } } },
      'comsetval.locator.Monthly.LocatorCostperlead',
      null,
    ],
    [
      '§5 currency: three decimals',
      { b2b: { OneTime: { B2bMinCostMonth: '1.234' } } },
      'comsetval.b2b.OneTime.B2bMinCostMonth',
      null,
    ],
    [
      '§3: a number, not a string amount',
      { local: { Prepaid: { LeadspeekCostperlead: 5 } } },
      'comsetval.local.Prepaid.LeadspeekCostperlead',
      null,
    ],
    [
      '§5: enhance per lead below the root minimum',
      { enhance: { Monthly: { EnhanceCostperlead: '0.99' } } },
      'comsetval.enhance.Monthly.EnhanceCostperlead',
      costPerLeadMinimumNote('1.00'),
    ],
    [
      '§3: an amount name that does not exist',
      { local: { Weekly: { LeadspeekCostPerLead: '1.00' } } },
      'comsetval.local.Weekly',
      null,
    ],
  ])('%s → 422 naming the field, nothing saved', async (_case, comsetval, field, note) => {
    const before = await t.fingerprint();
    const response = await updateGeneralSetting('root@demo.test', {
      companyID: await acme(),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
      comsetval,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    if (note) expect(response.json().errors[field]).toBe(note);
    expect(await t.fingerprint()).toBe(before);
  });

  it('§7: comsetname without comsetval → 422 naming comsetval', async () => {
    const response = await updateGeneralSetting('root@demo.test', {
      companyID: await acme(),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.comsetval).toBe(messages.settingValueMissing);
  });

  it('an assigned sales person saves the costs of its agency, as on our route', async () => {
    const response = await updateGeneralSetting('sales@demo.test', {
      companyID: await acme(),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
      comsetval: { local: { Weekly: { LeadspeekCostperlead: '1.10' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(
      ((await storedSetting(await acme(), 'costagency')) as CostAgency).local.Weekly.LeadspeekCostperlead,
    ).toBe('1.10');
  });

  it.each([
    ['an agency, its own costs', 'agency@demo.test', 'agency@demo.test', 404],
    ['agency B, for agency A', 'agency2@demo.test', 'agency@demo.test', 404],
    ['a sales person, for an agency it is not assigned to', 'sales@demo.test', 'agency2@demo.test', 404],
    ['root, for a client company', 'root@demo.test', 'client@demo.test', 404],
    ['a client', 'client@demo.test', 'agency@demo.test', 403],
  ])('cross-tenant and access: %s → %s, nothing written', async (_case, actor, target, status) => {
    await t.tokenOf(actor);
    const companyID = await t.companyId(target);
    await refusedUnchanged(
      () =>
        updateGeneralSetting(actor, {
          companyID,
          actionType: 'customsmtpmodule',
          comsetname: 'costagency',
          comsetval: { local: { Weekly: { LeadspeekCostperlead: '0.01' } } },
        }),
      status,
    );
  });
});

describe('part 2 §7 "Settings" PUT /configuration/setting: the appearance settings (part 1 §3, part 2 §3)', () => {
  const LOOK = {
    sidebarcolor: '#1f3a5f',
    templatecolor: '#f4f6fa',
    boxcolor: '#ffffff',
    textcolor: '#1b1f24',
    linkcolor: '#1d4ed8',
    fonttheme: 'Roboto',
  };

  it('every appearance setting with paymenttermDefault is saved and read back by GET …/appearance', async () => {
    const companyID = await acme();
    const response = await updateGeneralSetting('agency@demo.test', {
      companyID,
      ...LOOK,
      paymenttermDefault: 'Monthly',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.settingSaved);
    const read = await getGeneralSetting('agency@demo.test', companyID, 'appearance');
    expect(read.json()).toEqual({ ...LOOK, paymenttermDefault: 'Monthly' });
  });

  it('paymenttermDefault is the agency’s default term: getGeneralSetting costagency reads it as dpay', async () => {
    expect((await getGeneralSetting('root@demo.test', await acme(), 'costagency')).json().dpay).toBe(
      'Monthly',
    );
    expect((await getGeneralSetting('agency@demo.test', await acme(), 'costagency')).json().dpay).toBe(
      'Monthly',
    );
  });

  it('§9 default term: a campaign created without a term takes the agency’s default, not Weekly', async () => {
    const response = await t.call('agency@demo.test', 'POST', '/leadspeek/client/create', {
      companyID: await t.companyId('client@demo.test'),
      leadspeekType: 'local',
      campaignName: 'Default term',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaign.PaymentTerm).toBe('Monthly');
  });

  it('paymenttermDefault alone changes the term and keeps the colours', async () => {
    const companyID = await acme();
    const response = await updateGeneralSetting('agency@demo.test', {
      companyID,
      paymenttermDefault: 'Prepaid',
    });
    expect(response.statusCode).toBe(200);
    const read = (await getGeneralSetting('agency@demo.test', companyID, 'appearance')).json();
    expect(read).toEqual({ ...LOOK, paymenttermDefault: 'Prepaid' });
    expect((await getGeneralSetting('root@demo.test', companyID, 'costagency')).json().dpay).toBe('Prepaid');
  });

  it('our whole-look form keeps the saved default term when it does not send one, and saves one it sends', async () => {
    const companyID = await acme();
    const ours = (body: object) =>
      t.call('agency@demo.test', 'PUT', `/configuration/setting/${companyID}/appearance`, body);
    expect((await ours({ ...LOOK, sidebarcolor: '#123456' })).statusCode).toBe(200);
    expect(
      (await getGeneralSetting('agency@demo.test', companyID, 'appearance')).json().paymenttermDefault,
    ).toBe('Prepaid');
    expect((await ours({ ...LOOK, paymenttermDefault: 'One Time' })).statusCode).toBe(200);
    expect((await getGeneralSetting('agency@demo.test', companyID, 'appearance')).json()).toEqual({
      ...LOOK,
      paymenttermDefault: 'One Time',
    });
  });

  it.each([
    ['a term the product does not know', { paymenttermDefault: 'Yearly' }, 'paymenttermDefault'],
    ['a term in another spelling', { paymenttermDefault: 'OneTime' }, 'paymenttermDefault'],
    ['a colour that is not one', { sidebarcolor: 'blue' }, 'sidebarcolor'],
    ['an unknown font', { fonttheme: 'Comic Sans' }, 'fonttheme'],
    ['nothing to save', {}, 'comsetname'],
  ])('%s → 422 naming the field, nothing saved (spec form)', async (_case, settings, field) => {
    const companyID = await acme();
    const before = await t.fingerprint();
    const response = await updateGeneralSetting('agency@demo.test', { companyID, ...settings });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a term the product does not know → 422 on our form too, nothing saved', async () => {
    const companyID = await acme();
    const before = await t.fingerprint();
    const response = await t.call(
      'agency@demo.test',
      'PUT',
      `/configuration/setting/${companyID}/appearance`,
      {
        ...LOOK,
        paymenttermDefault: 'Fortnightly',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.paymenttermDefault).toBe(messages.paymentTermUnknown);
    expect(await t.fingerprint()).toBe(before);
  });

  it('agency staff whose role may not update Settings → 403, nothing written', async () => {
    const staff = await t.staffWith('agency@demo.test', 'no-settings-update@demo.test', { update: false });
    await t.tokenOf(staff);
    const companyID = await acme();
    await refusedUnchanged(
      () => updateGeneralSetting(staff, { companyID, paymenttermDefault: 'Weekly' }),
      403,
    );
  });

  it.each([
    ['agency B, for agency A', 'agency2@demo.test', 'agency@demo.test', 404],
    ['agency A, for a client of its own', 'agency@demo.test', 'client@demo.test', 404],
    ['a sales person (no General Settings page)', 'sales@demo.test', 'agency@demo.test', 404],
    ['a client', 'client@demo.test', 'client@demo.test', 403],
  ])('cross-tenant and access: %s → %s, nothing written', async (_case, actor, target, status) => {
    await t.tokenOf(actor);
    const companyID = await t.companyId(target);
    await refusedUnchanged(
      () => updateGeneralSetting(actor, { companyID, paymenttermDefault: 'Weekly' }),
      status,
    );
  });
});

describe('part 2 §3 "Cost module", §7 PUT /configuration/user/costmodule', () => {
  let draft: { id: number; key: string };
  beforeAll(async () => {
    const created = await t.call('agency@demo.test', 'POST', '/leadspeek/client/create', {
      companyID: await t.companyId('client@demo.test'),
      leadspeekType: 'local',
      campaignName: 'Cost module',
      PaymentTerm: 'Weekly',
    });
    const campaign = created.json().campaign;
    draft = { id: campaign.leadspeekID, key: campaign.leadspeek_api_id };
  });

  /** The Cost module of the spec, with the campaign named as the calls of that form name it. */
  const costModule = async (overrides: object = {}) => ({
    companyID: await acme(),
    ClientID: draft.id,
    LeadspeekApiId: draft.key,
    ModuleName: 'LeadsPeek',
    CostSet: '0.75',
    CostMonth: '120',
    CostMaxLead: 0,
    LimitLead: 25,
    LimitLeadFreq: 'day',
    LimitLeadStart: '',
    LimitLeadEnd: '',
    PaymentTerm: 'Monthly',
    contiDurationSelection: false,
    topupoptions: '',
    leadsbuy: 0,
    PlatformFee: '50',
    ...overrides,
  });
  const put = (email: string, body: object) => t.call(email, 'PUT', '/configuration/user/costmodule', body);

  it('the agency sets a draft campaign’s price, term and limits; the campaign reads them back', async () => {
    const response = await put('agency@demo.test', await costModule());
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('success');
    const read = (await t.call('agency@demo.test', 'GET', `/leadspeek/getcampaign/${draft.key}`)).json();
    expect(read).toMatchObject({
      PaymentTerm: 'Monthly',
      cost_per_lead_cents: 75,
      min_cost_cents: 12000,
      platform_fee_cents: 5000,
      LimitLead: 25,
      LimitLeadFreq: 'day',
      LimitLeadStart: null,
      LimitLeadEnd: null,
      topupoptions: null,
      leadsbuy: 0,
      contiDurationSelection: false,
    });
  });

  it('the campaign named by ClientID alone (its row id) works too', async () => {
    const body = await costModule({ CostSet: '0.80' });
    delete (body as { LeadspeekApiId?: string }).LeadspeekApiId;
    expect((await put('agency@demo.test', body)).statusCode).toBe(200);
    expect((await t.campaign(draft.key))?.costPerLeadCents).toBe(80);
  });

  it.each([
    ['a cost per lead that is not money', { CostSet: 'cheap' }, 'CostSet'],
    ['a term the product does not know', { PaymentTerm: 'Yearly' }, 'PaymentTerm'],
    ['a monthly lead cap (not offered)', { CostMaxLead: 500 }, 'CostMaxLead'],
    ['a negative lead limit', { LimitLead: -1 }, 'LimitLead'],
    ['another product than the campaign’s', { ModuleName: 'locator' }, 'ModuleName'],
    ['no campaign named', { LeadspeekApiId: undefined, ClientID: undefined }, 'LeadspeekApiId'],
  ])('%s → 422 naming the field, nothing written', async (_case, overrides, field) => {
    const before = await t.fingerprint();
    const response = await put('agency@demo.test', await costModule(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    expect(await t.fingerprint()).toBe(before);
  });

  it('an active campaign’s price is not changed (422), nothing written', async () => {
    const active = await t.campaign(DEMO_CAMPAIGN_IDS.acme);
    const before = await t.fingerprint();
    const response = await put(
      'agency@demo.test',
      await costModule({
        ClientID: active?.id,
        LeadspeekApiId: DEMO_CAMPAIGN_IDS.acme,
        PaymentTerm: active?.paymentTerm,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['CostSet']);
    expect(await t.fingerprint()).toBe(before);
  });

  it('cross-tenant: agency B for agency A’s campaign → 404, nothing written', async () => {
    await t.tokenOf('agency2@demo.test');
    const body = await costModule({ companyID: await beta() });
    await refusedUnchanged(() => put('agency2@demo.test', body), 404);
  });

  it('cross-tenant: agency A naming agency B’s company → 404, nothing written', async () => {
    const body = await costModule({ companyID: await beta() });
    await refusedUnchanged(() => put('agency@demo.test', body), 404);
  });

  it('cross-tenant: agency A naming agency B’s campaign by ClientID → 404, nothing written', async () => {
    const other = await t.campaign(DEMO_CAMPAIGN_IDS.beta);
    const body = await costModule({ ClientID: other?.id });
    await refusedUnchanged(() => put('agency@demo.test', body), 404);
  });

  it('cross-tenant: agency A naming agency B’s campaign by LeadspeekApiId → 404, nothing written', async () => {
    const body = await costModule({ LeadspeekApiId: DEMO_CAMPAIGN_IDS.beta, ClientID: undefined });
    await refusedUnchanged(() => put('agency@demo.test', body), 404);
  });

  it.each([
    ['a client, its own campaign', 'client@demo.test'],
    ['a sales person', 'sales@demo.test'],
  ])('%s → 403, nothing written', async (_case, actor) => {
    await t.tokenOf(actor);
    const body = await costModule();
    await refusedUnchanged(() => put(actor, body), 403);
  });

  it('the draft was written by the accepted calls only', async () => {
    const [row] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, draft.id));
    expect(row).toMatchObject({ paymentTerm: 'Monthly', costPerLeadCents: 80, limitLead: 25 });
  });
});
