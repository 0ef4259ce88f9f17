// Issue 14 and part 2 §7 "Campaigns" (update, local/update, locator/update), §3 "Campaign (leadspeek)"
// and "Cost module": which campaign fields may change once the campaign has run.
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EDIT_FIELDS,
  campaignFieldLock,
  campaignFieldLockText,
  lockedCampaignChanges,
} from './campaign-edit.ts';
import type { CampaignStatus } from './campaign-status.ts';

const RUN: CampaignStatus[] = ['active', 'paused', 'stopped'];

describe('what may change once a campaign has run', () => {
  // [field, status, refusal key or null, spec section]
  const table: [string, CampaignStatus, string | null, string][] = [
    ['campaignName', 'active', null, '§3 Campaign: campaignName'],
    ['campaignName', 'paused', null, '§3 Campaign: campaignName'],
    ['reportSentTo', 'active', null, '§3 Campaign: reportSentTo (recipients)'],
    ['adminNotifyTo', 'paused', null, '§3 Campaign: adminNotifyTo (recipients)'],
    ['leadsAmountNotification', 'active', null, '§3 Campaign: leadsAmountNotification'],
    ['LimitLead', 'active', null, '§3 Cost module: LimitLead (limits)'],
    ['LimitLeadFreq', 'paused', null, '§3 Cost module: LimitLeadFreq (limits)'],
    ['endDate', 'active', null, '§3 Campaign: end campaign date'],
    ['locatorkeyword', 'active', null, '§3 Campaign: locatorkeyword (targeting)'],
    ['locatorzip', 'paused', null, '§3 Campaign: locatorzip (targeting)'],
    ['urlCode', 'active', null, '§3 Campaign: urlCode (Site ID targeting)'],
    ['targeting', 'active', null, 'Enhance ID / B2B ID targeting'],
    ['PlatformFee', 'active', 'campaignPriceLocked', '§3 Cost module: PlatformFee (set-up fee)'],
    ['PlatformFee', 'paused', 'campaignPriceLocked', '§3 Cost module: PlatformFee'],
    ['CostMonth', 'active', 'campaignPriceLocked', '§3 Cost module: CostMonth (minimum)'],
    ['CostSet', 'paused', 'campaignPriceLocked', '§3 Cost module: CostSet (cost per lead)'],
    ['CostSet', 'stopped', 'campaignPriceLocked', '§3 Cost module: CostSet, once run'],
    ['PaymentTerm', 'active', 'campaignTermLocked', '§3 Cost module: PaymentTerm; §9 terms'],
    ['PaymentTerm', 'paused', 'campaignTermLocked', '§3 Cost module: PaymentTerm'],
    ['leadsbuy', 'active', 'campaignPrepaidLocked', '§3 Cost module: leadsbuy (prepaid)'],
    ['topupoptions', 'paused', 'campaignPrepaidLocked', '§3 Cost module: topupoptions (prepaid)'],
    ['contiDurationSelection', 'active', 'campaignPrepaidLocked', '§3 Cost module: contiDurationSelection'],
    ['leadspeekType', 'active', 'campaignModuleFixed', '§3 Campaign: leadspeekType (module)'],
    ['leadspeekType', 'paused', 'campaignModuleFixed', '§3 Campaign: leadspeekType (module)'],
    ['leadspeekType', 'draft', 'campaignModuleFixed', '§7 the module routes take only their module'],
    ['PlatformFee', 'draft', null, 'a draft has not run: its price is still open'],
    ['CostSet', 'draft', null, 'a draft has not run: its price is still open'],
    ['PaymentTerm', 'draft', null, 'a draft has not run: its term is still open'],
    ['leadsbuy', 'draft', null, 'a draft has not run: its prepaid options are still open'],
  ];
  it.each(table)('%s on a %s campaign → %s (%s)', (field, status, expected) => {
    expect(campaignFieldLock(field, status)).toBe(expected);
  });

  it('every field of the update calls has a group; name, recipients, limits and targeting never lock', () => {
    for (const [field, group] of Object.entries(CAMPAIGN_EDIT_FIELDS))
      for (const status of RUN)
        if (!['price', 'term', 'prepaid', 'module'].includes(group))
          expect(campaignFieldLock(field, status), field).toBeNull();
  });

  it('the sentence names the field, the status and why, and says what to do instead', () => {
    expect(campaignFieldLockText('CostSet', 'active')).toBe(
      'The cost per lead cannot change once a campaign has started (this one is active): the client agreed to this price. Build a new campaign to sell at another price.',
    );
    expect(campaignFieldLockText('PaymentTerm', 'paused')).toContain('The payment term cannot change');
    expect(campaignFieldLockText('PlatformFee', 'paused')).toContain('The set-up fee');
    expect(campaignFieldLockText('CostMonth', 'paused')).toContain('The platform fee per period');
    expect(campaignFieldLockText('leadsbuy', 'active')).toContain('The number of prepaid leads');
    expect(campaignFieldLockText('leadspeekType', 'draft')).toContain('The product of a campaign');
    expect(campaignFieldLockText('campaignName', 'active')).toBeNull();
  });

  it('lists only the refused fields of a change', () => {
    expect(
      Object.keys(
        lockedCampaignChanges(['campaignName', 'CostSet', 'PaymentTerm', 'reportSentTo'], 'active'),
      ),
    ).toEqual(['CostSet', 'PaymentTerm']);
    expect(lockedCampaignChanges(['CostSet', 'PaymentTerm'], 'draft')).toEqual({});
  });
});
