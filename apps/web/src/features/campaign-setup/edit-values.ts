// Editing a campaign with the wizard's steps (issue 14): the stored campaign as wizard values, and
// what changed as the three update calls' payloads (PUT /leadspeek/client/update, /client/local/update,
// /client/locator/update). Only changed fields are sent, so a field the rule locks is never sent
// unless the user changed it (and the form keeps locked fields disabled).
import {
  B2B_COMPANY_SIZES,
  type CampaignLocalUpdateRequest,
  type CampaignLocatorUpdateRequest,
  type CampaignStatus,
  type CampaignUpdateRequest,
  type CampaignView,
  campaignFieldLockText,
  centsToDollars,
  ENHANCE_ATTRIBUTES,
  LIMIT_LEAD_FREQUENCIES,
  normalizeMoneyText,
  PAYMENT_TERMS,
  REIDENTIFICATION_TYPES,
  REPORT_TYPES,
  topupCadence,
} from '@lead/shared';
import {
  type CompanySize,
  createPayloadOf,
  type EnhanceAttribute,
  prepaidFieldsOf,
  type WizardValues,
} from './wizard-values.ts';

const pick = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const dollars = centsToDollars;

/** The stored campaign as the wizard holds it. */
export function wizardValuesOf(campaign: CampaignView): WizardValues {
  const targeting = campaign.targeting as Record<string, unknown>;
  return {
    module: campaign.leadspeekType,
    clientCompanyId: campaign.companyID,
    campaignName: campaign.campaignName,
    companyGroupId: campaign.companyGroupID,
    paymentTerm: pick(PAYMENT_TERMS, campaign.PaymentTerm, 'Weekly'),
    landingUrl: campaign.urlCode ?? '',
    thankYouUrl: campaign.urlCodeThankyou ?? '',
    gtmInstalled: campaign.gtminstalled,
    keywords: campaign.locatorkeyword,
    contextualKeywords: campaign.locatorkeywordcontextual,
    nationalTargeting: campaign.nationaltargeting,
    states: campaign.locatorstate,
    cities: campaign.locatorcity,
    zipText: campaign.locatorzip,
    attributes: stringList(targeting.attributes).filter((name): name is EnhanceAttribute =>
      (ENHANCE_ATTRIBUTES as readonly string[]).includes(name),
    ),
    industries: stringList(targeting.industries),
    jobTitles: stringList(targeting.jobTitles),
    companySizes: stringList(targeting.companySizes).filter((size): size is CompanySize =>
      (B2B_COMPANY_SIZES as readonly string[]).includes(size),
    ),
    requireEmail: campaign.requireemailaddress,
    phoneEnabled: campaign.phoneenabled,
    homeAddressEnabled: campaign.homeaddressenabled,
    reidentificationType: pick(REIDENTIFICATION_TYPES, campaign.reidentificationtype, 'never'),
    applyReidentificationAll: campaign.applyreidentificationall,
    leadLimit: campaign.LimitLead === null ? '' : String(campaign.LimitLead),
    leadLimitFrequency:
      campaign.LimitLeadFreq === null ? null : pick(LIMIT_LEAD_FREQUENCIES, campaign.LimitLeadFreq, 'day'),
    leadLimitStart: campaign.LimitLeadStart ?? '',
    leadLimitEnd: campaign.LimitLeadEnd ?? '',
    reportType: pick(REPORT_TYPES, campaign.reportType, 'CSV'),
    reportRecipients: campaign.reportSentTo,
    adminNotifyTo: campaign.adminNotifyTo,
    leadsAmountNotification:
      campaign.leadsAmountNotification === null ? '' : String(campaign.leadsAmountNotification),
    startDate: campaign.startDate ?? '',
    endDate: campaign.endDate ?? '',
    timezone: campaign.timezone,
    platformFee: dollars(campaign.platform_fee_cents),
    minCost: dollars(campaign.min_cost_cents),
    costPerLead: dollars(campaign.cost_per_lead_cents),
    priceSource: 'costs',
    priceFilledFor: 'edit',
    leadsBuy: campaign.leadsbuy === null ? '' : String(campaign.leadsbuy),
    continualTopup: campaign.topupoptions === 'continual',
    topupDuration: topupCadence(campaign.contiDurationSelection),
    // A campaign's start date may well have passed: editing does not ask about it again.
    confirmPastStart: true,
  };
}

/** The wizard fields the rule may lock, under the API field it changes. */
export const LOCKABLE_FIELDS = {
  module: 'leadspeekType',
  paymentTerm: 'PaymentTerm',
  platformFee: 'PlatformFee',
  minCost: 'CostMonth',
  costPerLead: 'CostSet',
  leadsBuy: 'leadsbuy',
  continualTopup: 'topupoptions',
  topupDuration: 'contiDurationSelection',
} as const satisfies Partial<Record<keyof WizardValues, string>>;
export type LockableField = keyof typeof LOCKABLE_FIELDS;

/** Why a wizard field may not change on a campaign in this status (the shared rule's sentence), or null. */
export const lockReasonOf = (field: LockableField, status: CampaignStatus): string | null =>
  campaignFieldLockText(LOCKABLE_FIELDS[field], status);

const LOCAL_KEYS = ['urlCode', 'urlCodeThankyou', 'gtminstalled'] as const;
const LOCATOR_KEYS = [
  'locatorkeyword',
  'locatorkeywordcontextual',
  'nationaltargeting',
  'locationtarget',
  'locatorstate',
  'locatorcity',
  'locatorzip',
] as const;

type Payload = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field the form edits, as the API names it (the create payload plus the sale fields). */
function fieldsOf(values: WizardValues): Payload {
  const { companyID: _client, ...fields } = createPayloadOf(values) as Payload;
  return {
    ...fields,
    // As plain dollars, so "1,000.00" shown after leaving the field is no change from "1000.00".
    PlatformFee: normalizeMoneyText(values.platformFee),
    CostMonth: normalizeMoneyText(values.minCost),
    CostSet: normalizeMoneyText(values.costPerLead),
    ...prepaidFieldsOf(values),
  };
}

export type EditPayloads = {
  generic: Omit<CampaignUpdateRequest, 'leadspeekID'> | null;
  local: Omit<CampaignLocalUpdateRequest, 'leadspeekID'> | null;
  locator: Omit<CampaignLocatorUpdateRequest, 'leadspeekID'> | null;
};

/**
 * What changed between the stored values and the edited ones, split by update call (null: nothing
 * to send there). Search ID targeting goes as a whole once any part of it changed, so the server
 * judges national against local targeting on what the form shows.
 */
export function editPayloadsOf(initial: WizardValues, edited: WizardValues): EditPayloads {
  const before = fieldsOf(initial);
  const after = fieldsOf(edited);
  const changed = Object.keys(after).filter((key) => !same(before[key], after[key]));
  const take = (keys: readonly string[]) =>
    Object.fromEntries(keys.filter((key) => key in after).map((key) => [key, after[key]]));
  const local = changed.filter((key) => (LOCAL_KEYS as readonly string[]).includes(key));
  const locatorChanged = changed.some((key) => (LOCATOR_KEYS as readonly string[]).includes(key));
  const generic = changed.filter(
    (key) =>
      !(LOCAL_KEYS as readonly string[]).includes(key) && !(LOCATOR_KEYS as readonly string[]).includes(key),
  );
  return {
    generic: generic.length > 0 ? take(generic) : null,
    local: local.length > 0 ? take(local) : null,
    locator: locatorChanged ? take(LOCATOR_KEYS) : null,
  };
}
