// Issue 14: the edit form sends only what changed, to the call that takes it, and locks what the
// shared rule locks (rules/campaign-edit.ts).
import type { CampaignView } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { editPayloadsOf, lockReasonOf, wizardValuesOf } from './edit-values.ts';

const stored: CampaignView = {
  leadspeekID: 1,
  leadspeek_api_id: '10000001',
  status: 'active',
  companyID: 7,
  company_name: 'Acme Client Co',
  leadspeekType: 'local',
  campaignName: 'Visitors',
  companyGroupID: null,
  clientOrganizationID: null,
  clientCampaignID: null,
  clientHidePhone: false,
  reportType: 'CSV',
  reportSentTo: ['a@acme.test'],
  adminNotifyTo: [],
  leadsAmountNotification: null,
  urlCode: 'https://acme.test/',
  urlCodeThankyou: null,
  gtminstalled: false,
  embed_code: '<script></script>',
  startDate: '2026-01-01',
  endDate: null,
  originalStartDate: '2026-01-01',
  originalEndDate: null,
  timezone: 'America/Chicago',
  locatorkeyword: [],
  locatorkeywordcontextual: [],
  locatordesc: null,
  nationaltargeting: false,
  locationtarget: null,
  locatorstate: [],
  locatorcity: [],
  locatorzip: '',
  locatorrequire: null,
  phoneenabled: false,
  homeaddressenabled: false,
  requireemailaddress: true,
  reidentificationtype: 'never',
  applyreidentificationall: false,
  targeting: {},
  returned_fields: [],
  PaymentTerm: 'Weekly',
  platform_fee_cents: 10000,
  min_cost_cents: 5000,
  cost_per_lead_cents: 150,
  LimitLead: null,
  LimitLeadFreq: null,
  LimitLeadStart: null,
  LimitLeadEnd: null,
  leadsbuy: null,
  topupoptions: null,
  contiDurationSelection: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('edit payloads', () => {
  it('nothing changed → nothing sent', () => {
    const values = wizardValuesOf(stored);
    expect(editPayloadsOf(values, values)).toEqual({ generic: null, local: null, locator: null });
  });

  it('name and recipients go to the generic call, the landing page to the Site ID call', () => {
    const values = wizardValuesOf(stored);
    const edited = {
      ...values,
      campaignName: 'Spring',
      reportRecipients: ['a@acme.test', 'b@acme.test'],
      landingUrl: 'https://acme.test/spring',
    };
    expect(editPayloadsOf(values, edited)).toEqual({
      generic: { campaignName: 'Spring', reportSentTo: ['a@acme.test', 'b@acme.test'] },
      local: { urlCode: 'https://acme.test/spring' },
      locator: null,
    });
  });

  it('a price change is sent as dollars under its API name', () => {
    const values = wizardValuesOf(stored);
    expect(values.costPerLead).toBe('1.50');
    expect(editPayloadsOf(values, { ...values, costPerLead: '2.00' }).generic).toEqual({ CostSet: '2.00' });
  });

  it('Search ID targeting goes whole once any part changed', () => {
    const locator = wizardValuesOf({ ...stored, leadspeekType: 'locator', locatorkeyword: ['dentist'] });
    const payload = editPayloadsOf(locator, { ...locator, states: ['TX'] });
    expect(payload.generic).toBeNull();
    expect(payload.locator).toMatchObject({ locatorkeyword: ['dentist'], locatorstate: ['TX'] });
  });

  it.each([
    ['costPerLead', 'active', true],
    ['paymentTerm', 'paused', true],
    ['leadsBuy', 'active', true],
    ['module', 'draft', true],
    ['costPerLead', 'draft', false],
    ['paymentTerm', 'draft', false],
  ] as const)('%s on a %s campaign is locked: %s', (field, status, locked) => {
    expect(lockReasonOf(field, status) !== null).toBe(locked);
  });
});

describe('the prepaid top-up options (part 2 §3 Cost module; issue 16 point 4)', () => {
  const prepaid = {
    ...stored,
    PaymentTerm: 'Prepaid',
    leadsbuy: 100,
    topupoptions: 'continual',
    contiDurationSelection: true,
  } as const;

  it('reads topupoptions as the continual switch and contiDurationSelection as Weekly/Monthly', () => {
    expect(wizardValuesOf(prepaid)).toMatchObject({ continualTopup: true, topupDuration: 'monthly' });
    expect(
      wizardValuesOf({ ...prepaid, topupoptions: 'onetime', contiDurationSelection: false }),
    ).toMatchObject({ continualTopup: false, topupDuration: 'weekly' });
  });

  it('sends only the field that changed: Monthly to Weekly is contiDurationSelection false', () => {
    const values = wizardValuesOf(prepaid);
    expect(editPayloadsOf(values, { ...values, topupDuration: 'weekly' }).generic).toEqual({
      contiDurationSelection: false,
    });
    expect(editPayloadsOf(values, { ...values, continualTopup: false }).generic).toEqual({
      topupoptions: 'onetime',
    });
  });
});
