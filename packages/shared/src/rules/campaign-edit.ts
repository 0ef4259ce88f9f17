// Which fields of a campaign may change once it has run (issue 14; part 2 §2 campaign-management,
// §3 "Campaign (leadspeek)" and "Cost module", §7 "Campaigns" update calls). Shared by the API, which
// refuses a locked change (422, naming the field), and the edit form, which disables the field with
// the same sentence. Name, recipients, limits, schedule, lead data and targeting may always change;
// what the client was sold — the price, the payment term, the prepaid options — and the product stay
// as they were once the campaign has started (active, paused or stopped). The product never changes.
import { type MessageKey, messages } from '../messages.ts';
import { moneyWordInSentence, platformFeeLabel } from '../money-words.ts';
import type { CampaignStatus } from './campaign-status.ts';

/** Why a group of fields may change or not. */
export type CampaignEditGroup =
  | 'name'
  | 'recipients'
  | 'limits'
  | 'schedule'
  | 'leadData'
  | 'targeting'
  | 'price'
  | 'term'
  | 'prepaid'
  | 'module';

/** Every field the three update calls take (their API names), with its group. */
export const CAMPAIGN_EDIT_FIELDS = {
  campaignName: 'name',
  companyGroupID: 'name',
  clientOrganizationID: 'name',
  clientCampaignID: 'name',
  reportType: 'recipients',
  reportSentTo: 'recipients',
  adminNotifyTo: 'recipients',
  leadsAmountNotification: 'recipients',
  clientHidePhone: 'recipients',
  LimitLead: 'limits',
  LimitLeadFreq: 'limits',
  LimitLeadStart: 'limits',
  LimitLeadEnd: 'limits',
  startDate: 'schedule',
  endDate: 'schedule',
  timezone: 'schedule',
  phoneenabled: 'leadData',
  homeaddressenabled: 'leadData',
  requireemailaddress: 'leadData',
  reidentificationtype: 'leadData',
  applyreidentificationall: 'leadData',
  targeting: 'targeting',
  urlCode: 'targeting',
  urlCodeThankyou: 'targeting',
  gtminstalled: 'targeting',
  locatorkeyword: 'targeting',
  locatorkeywordcontextual: 'targeting',
  locatordesc: 'targeting',
  nationaltargeting: 'targeting',
  locationtarget: 'targeting',
  locatorstate: 'targeting',
  locatorcity: 'targeting',
  locatorzip: 'targeting',
  locatorrequire: 'targeting',
  PlatformFee: 'price',
  CostMonth: 'price',
  CostSet: 'price',
  PaymentTerm: 'term',
  leadsbuy: 'prepaid',
  topupoptions: 'prepaid',
  contiDurationSelection: 'prepaid',
  leadspeekType: 'module',
} as const satisfies Record<string, CampaignEditGroup>;
export type CampaignEditField = keyof typeof CAMPAIGN_EDIT_FIELDS;

/** The fields a sentence names (lower case, as inside a sentence). */
export const CAMPAIGN_EDIT_FIELD_NAMES: Record<string, string> = {
  PlatformFee: moneyWordInSentence('setupFee'),
  CostMonth: platformFeeLabel(null).toLowerCase(),
  CostSet: moneyWordInSentence('costPerLead'),
  PaymentTerm: 'payment term',
  leadsbuy: 'number of prepaid leads',
  topupoptions: 'top-up option',
  contiDurationSelection: 'continual top-up choice',
  leadspeekType: 'product',
};

/** A campaign has run once it left draft: active, paused, and stopped (past its end date). */
export const campaignHasRun = (status: CampaignStatus) =>
  status === 'active' || status === 'paused' || status === 'stopped';

const LOCKED_ONCE_RUN: Partial<Record<CampaignEditGroup, MessageKey>> = {
  price: 'campaignPriceLocked',
  term: 'campaignTermLocked',
  prepaid: 'campaignPrepaidLocked',
};

/**
 * Why `field` may not change on a campaign in `status`, as a message key, or null when it may.
 * Archived campaigns refuse every change (the update calls answer 409) and are not this rule's.
 */
export function campaignFieldLock(field: string, status: CampaignStatus): MessageKey | null {
  const group = (CAMPAIGN_EDIT_FIELDS as Record<string, CampaignEditGroup | undefined>)[field];
  if (!group) return null;
  if (group === 'module') return 'campaignModuleFixed';
  const key = LOCKED_ONCE_RUN[group];
  return key && campaignHasRun(status) ? key : null;
}

/** The sentence naming the field and why it is locked, or null when it may change. */
export function campaignFieldLockText(field: string, status: CampaignStatus): string | null {
  const key = campaignFieldLock(field, status);
  if (!key) return null;
  return messages[key]
    .replaceAll('{field}', CAMPAIGN_EDIT_FIELD_NAMES[field] ?? field)
    .replaceAll('{status}', status);
}

/** Each sent field whose change the rule refuses, with its sentence (in the order sent). */
export function lockedCampaignChanges(
  changed: readonly string[],
  status: CampaignStatus,
): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const field of changed) {
    const text = campaignFieldLockText(field, status);
    if (text) refused[field] = text;
  }
  return refused;
}
