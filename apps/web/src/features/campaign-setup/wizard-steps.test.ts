// Next is blocked by exactly the shared campaign rules (issue 5 point 4; part 2 §5 zip area), and a
// server 422 lands on the step of its field.
import {
  COST_TERMS,
  costField,
  emptyCostAgency,
  LEAD_MODULE_KINDS,
  CAMPAIGN_FIELD_MESSAGES as M,
  messages,
  URL_PROBLEMS,
} from '@lead/shared';
import { describe, expect, it } from 'vitest';
import {
  firstStepWith,
  type OwnMessages,
  type StepContext,
  serverProblems,
  startsInThePast,
  stepOfField,
  stepProblems,
  todayIn,
} from './wizard-steps.ts';
import { createPayloadOf, emptyWizardValues, type WizardValues } from './wizard-values.ts';

const own: OwnMessages = {
  productRequired: 'productRequired',
  nameRequired: 'nameRequired',
  paymentTermRequired: 'paymentTermRequired',
  leadsPerPoolRequired: 'leadsPerPoolRequired',
  landingPageRequired: 'landingPageRequired',
  startDateRequired: 'startDateRequired',
  chooseClient: 'chooseClient',
  keywordsRequired: 'keywordsRequired',
  attributesRequired: 'attributesRequired',
  b2bTargetRequired: 'b2bTargetRequired',
  wholeNumber: 'wholeNumber',
  frequencyRequired: 'frequencyRequired',
  dateInvalid: 'dateInvalid',
  pastStart: 'pastStart',
  timeZoneInvalid: 'timeZoneInvalid',
  emailsInvalid: 'emailsInvalid',
  tooMany: 'tooMany',
};
const staff: StepContext = {
  modules: ['local', 'locator', 'enhance'],
  choosesClient: true,
  messages: own,
  setsPrice: true,
  rootCosts: null,
};
const client: StepContext = { ...staff, choosesClient: false, setsPrice: false };

const values = (overrides: Partial<WizardValues>): WizardValues => ({
  ...emptyWizardValues('local'),
  ...overrides,
});

describe('Basics', () => {
  it.each([
    { name: 'staff without a client', context: staff, change: {}, expected: { companyID: 'chooseClient' } },
    { name: 'a client needs none', context: client, change: {}, expected: {} },
    {
      name: 'a module the viewer lacks',
      context: client,
      change: { module: 'b2b' as const },
      expected: { leadspeekType: 'productRequired' },
    },
    {
      name: 'blank name',
      context: client,
      change: { campaignName: '   ' },
      expected: { campaignName: 'nameRequired' },
    },
    {
      name: 'no term',
      context: client,
      change: { paymentTerm: null },
      expected: { PaymentTerm: 'paymentTermRequired' },
    },
  ])('$name', ({ context, change, expected }) => {
    const base = values({ campaignName: 'Spring', paymentTerm: 'Weekly', ...change });
    expect(stepProblems('basics', base, context)).toEqual(expected);
  });
});

describe('Targeting', () => {
  it.each([
    { landingUrl: 'https://shop.example.com', thankYouUrl: '', expected: {} },
    { landingUrl: '', thankYouUrl: '', expected: { urlCode: 'landingPageRequired' } },
    // Issue 14: each refusal says what is wrong.
    { landingUrl: 'shop.example.com', thankYouUrl: '', expected: { urlCode: URL_PROBLEMS.noScheme } },
    { landingUrl: 'ftp://shop.example.com', thankYouUrl: '', expected: { urlCode: URL_PROBLEMS.noScheme } },
    {
      landingUrl: 'https://shop.example.com',
      thankYouUrl: 'http://localhost',
      expected: { urlCodeThankyou: URL_PROBLEMS.private },
    },
  ])('Site ID: $landingUrl / $thankYouUrl', ({ landingUrl, thankYouUrl, expected }) => {
    expect(stepProblems('targeting', values({ landingUrl, thankYouUrl }), client)).toEqual(expected);
  });

  const search = (overrides: Partial<WizardValues>) =>
    values({ module: 'locator', keywords: ['roofing'], ...overrides });
  it.each([
    { name: 'national', change: { nationalTargeting: true }, expected: {} },
    { name: 'one zip', change: { zipText: '60606' }, expected: {} },
    { name: 'a state', change: { states: ['TX'] }, expected: {} },
    { name: 'no location', change: {}, expected: { nationaltargeting: M.locationMissing } },
    {
      name: 'zip of four digits',
      change: { zipText: '60606\n1234' },
      expected: { locatorzip: M.zipNotFive },
    },
    { name: 'zip with letters', change: { zipText: '6060a' }, expected: { locatorzip: M.zipLetters } },
    {
      name: 'no keywords',
      change: { keywords: [], nationalTargeting: true },
      expected: { locatorkeyword: 'keywordsRequired' },
    },
    {
      name: 'a keyword too long',
      change: { keywords: ['x'.repeat(101)], nationalTargeting: true },
      expected: { locatorkeyword: M.keywordTooLong },
    },
    {
      name: 'zip ignored under national targeting',
      change: { nationalTargeting: true, zipText: '1' },
      expected: {},
    },
  ])('Search ID: $name', ({ change, expected }) => {
    expect(stepProblems('targeting', search(change), client)).toEqual(expected);
  });

  it('Enhance ID asks for an attribute, B2B ID for an industry or job title', () => {
    expect(stepProblems('targeting', values({ module: 'enhance' }), client)).toEqual({
      'targeting.attributes': 'attributesRequired',
    });
    expect(stepProblems('targeting', values({ module: 'enhance', attributes: ['age'] }), client)).toEqual({});
    expect(stepProblems('targeting', values({ module: 'b2b' }), client)).toEqual({
      'targeting.industries': 'b2bTargetRequired',
    });
    expect(stepProblems('targeting', values({ module: 'b2b', jobTitles: ['CFO'] }), client)).toEqual({});
  });
});

describe('Leads & delivery and Schedule', () => {
  it.each([
    {
      change: { leadLimit: '-1', leadLimitFrequency: 'day' as const },
      expected: { LimitLead: 'wholeNumber' },
    },
    { change: { leadLimit: '10' }, expected: { LimitLeadFreq: 'frequencyRequired' } },
    { change: { leadLimit: '10', leadLimitFrequency: 'day' as const }, expected: {} },
    {
      change: { leadLimitStart: '2026-05-02', leadLimitEnd: '2026-05-01' },
      expected: { LimitLeadEnd: M.limitEndBeforeStart },
    },
    { change: { reportRecipients: ['a@example.com', 'nope'] }, expected: { reportSentTo: 'emailsInvalid' } },
    { change: { leadsAmountNotification: '2.5' }, expected: { leadsAmountNotification: 'wholeNumber' } },
  ])('delivery $change', ({ change, expected }) => {
    expect(stepProblems('delivery', values(change), client)).toEqual(expected);
  });

  it.each([
    { startDate: '2099-05-01', endDate: '', expected: {} },
    { startDate: '2099-05-01', endDate: '2099-05-01', expected: {} },
    { startDate: '2099-05-02', endDate: '2099-05-01', expected: { endDate: M.endBeforeStart } },
    { startDate: '', endDate: '', expected: { startDate: 'startDateRequired' } },
    { startDate: '2099-02-30', endDate: '', expected: { startDate: 'dateInvalid' } },
    // Issue 14: a start date that has passed is asked to be confirmed, neither refused nor taken silently.
    { startDate: '2020-05-01', endDate: '', expected: { startDate: 'pastStart' } },
  ])('schedule $startDate → $endDate', ({ startDate, endDate, expected }) => {
    expect(stepProblems('schedule', values({ startDate, endDate }), client)).toEqual(expected);
  });

  it('a confirmed past start date passes; today is not past in the campaign’s zone', () => {
    expect(
      stepProblems('schedule', values({ startDate: '2020-05-01', confirmPastStart: true }), client),
    ).toEqual({});
    const now = new Date('2026-03-10T03:00:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2026-03-09');
    expect(startsInThePast({ startDate: '2026-03-09', timezone: 'America/Chicago' }, now)).toBe(false);
    expect(startsInThePast({ startDate: '2026-03-09', timezone: 'UTC' }, now)).toBe(true);
  });
});

// Issue 23 point 3 and part 2 §5: the price step's amounts must read as money, and an enhance or
// b2b cost per lead may not go below the platform's (root's) minimum — said before Save.
describe('Price', () => {
  const rootCosts = emptyCostAgency();
  for (const module of LEAD_MODULE_KINDS)
    for (const term of COST_TERMS)
      rootCosts[module][term][costField(module, 'Costperlead')] = module === 'enhance' ? '1.00' : '0.50';
  const priced = { ...staff, modules: [...LEAD_MODULE_KINDS], rootCosts };
  const price = (costPerLead: string, module: WizardValues['module'] = 'enhance') =>
    values({ module, paymentTerm: 'Weekly', platformFee: '$1,000', minCost: '1000.5', costPerLead });
  it.each([
    ['typed the way people write money', price('1,000.50'), {}],
    ['enhance at its $1.00 minimum', price('1'), {}],
    ['enhance under its minimum (§5)', price('0.99'), { CostSet: '*Cost Per Lead Minimum $1.00' }],
    ['Site ID has no minimum (§5 names enhance and b2b)', price('0.01', 'local'), {}],
    ['an amount in words', price('ten'), { CostSet: messages.moneyFormat }],
    ['an empty fee', { ...price('2'), platformFee: ' ' }, { PlatformFee: messages.moneyRequired }],
  ])('%s', (_case, given, expected) => {
    expect(stepProblems('price', given, priced)).toEqual(expected);
  });

  it('a client sets no price: nothing to check', () => {
    expect(stepProblems('price', price('ten'), { ...client, rootCosts })).toEqual({});
  });

  it('the price goes with the create call as plain dollars', () => {
    expect(createPayloadOf(price('1,000.50'))).toMatchObject({
      PlatformFee: '1000.00',
      CostMonth: '1000.50',
      CostSet: '1000.50',
    });
    expect(createPayloadOf(values({}))).not.toHaveProperty('CostSet');
  });
});

describe('server answers', () => {
  it.each([
    ['campaignName', 'basics'],
    ['companyGroupID', 'basics'],
    ['CostSet', 'price'],
    ['PlatformFee', 'price'],
    ['urlCode', 'targeting'],
    ['locatorzip', 'targeting'],
    ['targeting.attributes.0', 'targeting'],
    ['reportSentTo.1', 'delivery'],
    ['LimitLeadEnd', 'delivery'],
    ['endDate', 'schedule'],
    ['body', 'review'],
  ])('%s belongs to %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it('puts list entries under their list and opens the earliest step', () => {
    const problems = serverProblems({
      'reportSentTo.1': 'bad',
      endDate: 'late',
      'targeting.attributes.0': 'x',
    });
    expect(problems).toEqual({ reportSentTo: 'bad', endDate: 'late', 'targeting.attributes': 'x' });
    expect(firstStepWith(problems)).toBe('targeting');
  });
});

describe('the create payload', () => {
  it('sends only the chosen module’s fields and empty texts as null', () => {
    const payload = createPayloadOf(
      values({
        module: 'locator',
        clientCompanyId: 7,
        campaignName: ' Roofs ',
        paymentTerm: 'Monthly',
        keywords: ['roofing'],
        zipText: '60606\n60607',
        landingUrl: 'https://ignored.example.com',
        leadLimit: '',
        leadLimitFrequency: 'day',
        startDate: '2026-05-01',
      }),
    );
    expect(payload).toMatchObject({
      companyID: 7,
      leadspeekType: 'locator',
      campaignName: 'Roofs',
      PaymentTerm: 'Monthly',
      locatorkeyword: ['roofing'],
      locationtarget: 'Zip Code',
      locatorzip: '60606\n60607',
      LimitLead: null,
      LimitLeadFreq: null,
      startDate: '2026-05-01',
      endDate: null,
      timezone: 'America/Chicago',
    });
    expect(payload).not.toHaveProperty('urlCode');
    expect(payload).not.toHaveProperty('targeting');
  });
});

describe('Prepaid (part 2 §3 Cost module: leadsbuy, contiDurationSelection, topupoptions; issue 16 point 4)', () => {
  it.each([
    { leadsBuy: '', expected: { leadsbuy: 'leadsPerPoolRequired' } },
    { leadsBuy: '0', expected: { leadsbuy: 'leadsPerPoolRequired' } },
    { leadsBuy: '12.5', expected: { leadsbuy: 'wholeNumber' } },
    { leadsBuy: '100', expected: {} },
  ])('a Prepaid campaign buying $leadsBuy leads per pool', ({ leadsBuy, expected }) => {
    const base = values({ campaignName: 'Spring', paymentTerm: 'Prepaid', leadsBuy });
    expect(stepProblems('basics', base, client)).toEqual(expected);
  });

  it('asks nothing of the pool on another term', () => {
    expect(stepProblems('basics', values({ campaignName: 'Spring', paymentTerm: 'Weekly' }), client)).toEqual(
      {},
    );
  });

  it.each([
    { continualTopup: true, topupDuration: 'weekly' as const, topupoptions: 'continual', monthly: false },
    { continualTopup: true, topupDuration: 'monthly' as const, topupoptions: 'continual', monthly: true },
    { continualTopup: false, topupDuration: 'weekly' as const, topupoptions: 'onetime', monthly: false },
  ])(
    'sends the pool, continual $continualTopup $topupDuration, as topupoptions $topupoptions and contiDurationSelection $monthly (the Weekly/Monthly switch)',
    (choice) => {
      const payload = createPayloadOf(
        values({ campaignName: 'Spring', paymentTerm: 'Prepaid', leadsBuy: '250', ...choice }),
      );
      expect(payload).toMatchObject({
        PaymentTerm: 'Prepaid',
        leadsbuy: 250,
        topupoptions: choice.topupoptions,
        contiDurationSelection: choice.monthly,
      });
    },
  );

  it('sends no prepaid fields on another term', () => {
    const payload = createPayloadOf(
      values({ campaignName: 'Spring', paymentTerm: 'Monthly', leadsBuy: '250' }),
    );
    expect(payload).not.toHaveProperty('leadsbuy');
    expect(payload).not.toHaveProperty('topupoptions');
  });
});

describe('an edit keeps what the campaign already holds (issue 23 point 15: the seeded demo campaign saves)', () => {
  const demoSite = 'http://localhost:3000/demo-site/';
  const editing = (stored: Partial<NonNullable<StepContext['stored']>>): StepContext => ({
    ...client,
    stored: { landingUrl: null, thankYouUrl: null, startDate: null, ...stored },
  });
  it.each([
    ['its landing page on localhost', { landingUrl: demoSite }, { landingUrl: demoSite }, {}],
    [
      'a new landing page on localhost',
      { landingUrl: demoSite },
      { landingUrl: 'http://localhost:4000/' },
      { urlCode: URL_PROBLEMS.private },
    ],
    ['no campaign: localhost refused', null, { landingUrl: demoSite }, { urlCode: URL_PROBLEMS.private }],
  ])('Site ID: %s', (_case, stored, change, expected) => {
    const context = stored ? editing(stored) : client;
    expect(stepProblems('targeting', values(change), context)).toEqual(expected);
  });

  it.each([
    ['running without a start date: none is asked for', editing({ startDate: null }), {}],
    [
      'a start date it holds cannot be emptied',
      editing({ startDate: '2026-01-05' }),
      { startDate: 'startDateRequired' },
    ],
    ['a new campaign needs one', client, { startDate: 'startDateRequired' }],
  ])('schedule: %s', (_case, context, expected) => {
    expect(stepProblems('schedule', values({ startDate: '', endDate: '' }), context)).toEqual(expected);
  });
});
