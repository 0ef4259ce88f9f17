// What the Build Your Campaign wizard holds while the user moves between steps, and the one
// POST /leadspeek/client/create payload it becomes (contracts/campaigns.ts campaignCreateRequest).
import {
  type B2B_COMPANY_SIZES,
  type CampaignCreateRequest,
  type ENHANCE_ATTRIBUTES,
  type LeadModuleKind,
  type LimitLeadFrequency,
  normalizeMoneyText,
  type PaymentTerm,
  type ReidentificationType,
  type ReportType,
  type TopupCadence,
  zipList,
} from '@lead/shared';

export type EnhanceAttribute = (typeof ENHANCE_ATTRIBUTES)[number];
export type CompanySize = (typeof B2B_COMPANY_SIZES)[number];

/** The system default time zone of a campaign (part 2 §3). */
export const DEFAULT_CAMPAIGN_TIME_ZONE = 'America/Chicago';

export type WizardValues = {
  module: LeadModuleKind | null;
  /** The client company; a client viewer's own company is implied and stays null. */
  clientCompanyId: number | null;
  campaignName: string;
  companyGroupId: number | null;
  paymentTerm: PaymentTerm | null;
  // Site ID
  landingUrl: string;
  thankYouUrl: string;
  gtmInstalled: boolean;
  // Search ID
  keywords: string[];
  contextualKeywords: string[];
  nationalTargeting: boolean;
  states: string[];
  cities: string[];
  zipText: string;
  // Enhance ID
  attributes: EnhanceAttribute[];
  // B2B ID
  industries: string[];
  jobTitles: string[];
  companySizes: CompanySize[];
  // Leads & delivery
  requireEmail: boolean;
  phoneEnabled: boolean;
  homeAddressEnabled: boolean;
  reidentificationType: ReidentificationType;
  applyReidentificationAll: boolean;
  /** Typed text: '' means no limit. */
  leadLimit: string;
  leadLimitFrequency: LimitLeadFrequency | null;
  leadLimitStart: string;
  leadLimitEnd: string;
  reportType: ReportType;
  reportRecipients: string[];
  adminNotifyTo: string[];
  /** Typed text: '' means no notification. */
  leadsAmountNotification: string;
  // Schedule
  startDate: string;
  endDate: string;
  timezone: string;
  // What the campaign is sold as (issue 23 point 3): the price step fills these from the agency's
  // costs or a preset, and the agency may change them; a client's stay empty (it buys at the agency's).
  /** Money texts as typed ('1,000.50'). */
  platformFee: string;
  minCost: string;
  costPerLead: string;
  /** Where the price step took the amounts from: 'costs' (the agency's cost settings) or a preset id. */
  priceSource: string;
  /** The client, product, term and source the amounts were filled for; another choice fills them again. */
  priceFilledFor: string | null;
  /** Prepaid: leads bought per pool ('' for none), continual top-up and how often it may buy. */
  leadsBuy: string;
  continualTopup: boolean;
  topupDuration: PrepaidDuration;
  /** The user confirmed a start date that has already passed (issue 14). */
  confirmPastStart: boolean;
};

/** How often continual top-up may buy a new pool (issue 16 point 4: weekly or monthly). */
export const PREPAID_DURATIONS = ['weekly', 'monthly'] as const satisfies readonly TopupCadence[];
export type PrepaidDuration = (typeof PREPAID_DURATIONS)[number];

export function emptyWizardValues(module: LeadModuleKind | null): WizardValues {
  return {
    module,
    clientCompanyId: null,
    campaignName: '',
    companyGroupId: null,
    paymentTerm: null,
    landingUrl: '',
    thankYouUrl: '',
    gtmInstalled: false,
    keywords: [],
    contextualKeywords: [],
    nationalTargeting: false,
    states: [],
    cities: [],
    zipText: '',
    attributes: [],
    industries: [],
    jobTitles: [],
    companySizes: [],
    requireEmail: true,
    phoneEnabled: false,
    homeAddressEnabled: false,
    reidentificationType: 'never',
    applyReidentificationAll: false,
    leadLimit: '',
    leadLimitFrequency: null,
    leadLimitStart: '',
    leadLimitEnd: '',
    reportType: 'CSV',
    reportRecipients: [],
    adminNotifyTo: [],
    leadsAmountNotification: '',
    startDate: '',
    endDate: '',
    timezone: DEFAULT_CAMPAIGN_TIME_ZONE,
    platformFee: '',
    minCost: '',
    costPerLead: '',
    priceSource: 'costs',
    priceFilledFor: null,
    leadsBuy: '',
    continualTopup: false,
    topupDuration: 'monthly',
    confirmPastStart: false,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Search ID's location target follows what was chosen: the country, zips only, or states/cities. */
function locationTargetOf(values: WizardValues) {
  if (values.nationalTargeting) return 'National Targeting' as const;
  if (values.states.length === 0 && values.cities.length === 0 && zipList(values.zipText).length > 0)
    return 'Zip Code' as const;
  return 'State' as const;
}

/** Only the chosen module's own fields are sent: the API refuses another module's (wrongModule). */
function moduleFields(module: LeadModuleKind, values: WizardValues): Partial<CampaignCreateRequest> {
  switch (module) {
    case 'local':
      return {
        urlCode: orNull(values.landingUrl),
        urlCodeThankyou: orNull(values.thankYouUrl),
        gtminstalled: values.gtmInstalled,
      };
    case 'locator':
      return {
        locatorkeyword: values.keywords,
        locatorkeywordcontextual: values.contextualKeywords,
        nationaltargeting: values.nationalTargeting,
        locationtarget: locationTargetOf(values),
        locatorstate: values.nationalTargeting ? [] : values.states,
        locatorcity: values.nationalTargeting ? [] : values.cities,
        locatorzip: values.nationalTargeting ? '' : values.zipText,
      };
    case 'enhance':
      return { targeting: { kind: 'enhance', attributes: values.attributes } };
    case 'b2b':
      return {
        targeting: {
          kind: 'b2b',
          industries: values.industries,
          jobTitles: values.jobTitles,
          companySizes: values.companySizes,
        },
      };
  }
}

export function createPayloadOf(values: WizardValues): CampaignCreateRequest {
  if (!values.module) throw new Error('the wizard saves only with a module chosen');
  const leadLimit = numberOrNull(values.leadLimit);
  return {
    ...(values.clientCompanyId === null ? {} : { companyID: values.clientCompanyId }),
    leadspeekType: values.module,
    campaignName: values.campaignName.trim(),
    companyGroupID: values.companyGroupId,
    ...(values.paymentTerm ? { PaymentTerm: values.paymentTerm } : {}),
    ...moduleFields(values.module, values),
    requireemailaddress: values.requireEmail,
    phoneenabled: values.phoneEnabled,
    homeaddressenabled: values.homeAddressEnabled,
    reidentificationtype: values.reidentificationType,
    applyreidentificationall: values.applyReidentificationAll,
    LimitLead: leadLimit,
    LimitLeadFreq: leadLimit === null ? null : values.leadLimitFrequency,
    LimitLeadStart: orNull(values.leadLimitStart),
    LimitLeadEnd: orNull(values.leadLimitEnd),
    reportType: values.reportType,
    reportSentTo: values.reportRecipients,
    adminNotifyTo: values.adminNotifyTo,
    leadsAmountNotification: numberOrNull(values.leadsAmountNotification),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    timezone: values.timezone,
    ...(values.paymentTerm === 'Prepaid' ? prepaidFieldsOf(values) : {}),
    ...priceFieldsOf(values),
  };
}

/** The price the agency chose, as plain dollars; left out when the step had none to set (a client). */
function priceFieldsOf(values: WizardValues): Partial<CampaignCreateRequest> {
  const field = (text: string) => (text.trim() === '' ? undefined : normalizeMoneyText(text));
  const price = {
    PlatformFee: field(values.platformFee),
    CostMonth: field(values.minCost),
    CostSet: field(values.costPerLead),
  };
  return Object.fromEntries(Object.entries(price).filter(([, value]) => value !== undefined));
}

/**
 * The Cost module's prepaid fields (part 2 §3): leadsbuy leads per pool, topupoptions 'continual'
 * (a new pool is bought by itself) or 'onetime', contiDurationSelection the Weekly/Monthly switch.
 */
export function prepaidFieldsOf(values: WizardValues) {
  return {
    leadsbuy: numberOrNull(values.leadsBuy),
    topupoptions: values.continualTopup ? ('continual' as const) : ('onetime' as const),
    contiDurationSelection: values.topupDuration === 'monthly',
  };
}
