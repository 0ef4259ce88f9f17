// Campaigns of the four modules (part 2 §3 "Campaign (leadspeek)", "Cost module"; §7 "Campaigns"):
// the create and update payloads the Build Your Campaign wizard sends, and the campaign view the
// API answers with. Field names are the spec's; money is integer cents (`*_cents`), formatted in
// the web with formatCurrency(centsToDollars(cents)).
import { z } from 'zod';
import { LEAD_MODULE_KINDS, PAYMENT_TERMS } from '../constants.ts';
import {
  B2B_COMPANY_SIZES,
  datesInOrder,
  ENHANCE_ATTRIBUTES,
  httpUrlFormProblem,
  httpUrlProblem,
  isCalendarDate,
  isTimeZone,
  keywordsToTags,
  CAMPAIGN_LIMITS as L,
  LIMIT_LEAD_FREQUENCIES,
  LOCATION_TARGETS,
  CAMPAIGN_FIELD_MESSAGES as M,
  REIDENTIFICATION_TYPES,
  REPORT_TYPES,
  zipList,
  zipTextProblem,
} from '../rules/campaign-fields.ts';
import { CAMPAIGN_STATUS_VALUES } from '../rules/campaign-status.ts';
import { PREPAID_TOPUP_OPTIONS } from '../rules/prepaid-topup.ts';
import { email, id, text } from './common.ts';
import { dollarAmount } from './money.ts';

const localDate = text.refine(isCalendarDate, 'Use a date written yyyy-MM-dd.');
const count = z.number().int().min(0, 'Cannot be below zero.').max(L.leadLimitMax);
const shortText = (max: number) => text.trim().max(max);
/** An address field whose problem, in words, `problemOf` says (null: fine). */
const urlField = (problemOf: (value: string) => string | null) =>
  text
    .trim()
    .max(L.urlMax)
    .superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
const httpUrl = urlField(httpUrlProblem);
/** An edit's address: its form here; whether a changed one is public, against the stored one (update-campaign.ts). */
const httpUrlOfEdit = urlField(httpUrlFormProblem);
const keywordList = z
  .array(text.trim().min(1).max(L.keywordLengthMax, M.keywordTooLong))
  .max(L.keywordsMax, M.keywordsTooMany)
  .transform((keywords) => keywordsToTags(keywords.join('\n')));
/** Two-letter codes; whether the state exists is checked on the server against the US state list. */
const stateCode = text
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, M.stateUnknown);
/** The zip area's text (part 2 §5), stored as a list of 5-digit zips. */
const zipText = text
  .max(L.zipTextMax, M.zipTooMany)
  .superRefine((text, issue) => {
    const problem = zipTextProblem(text);
    if (problem) issue.addIssue({ code: 'custom', message: problem });
  })
  .transform(zipList);

/** Enhance ID: which extra consumer attributes each lead returns. */
export const enhanceTargeting = z.object({
  kind: z.literal('enhance'),
  attributes: z.array(z.enum(ENHANCE_ATTRIBUTES)).max(ENHANCE_ATTRIBUTES.length),
});
/** B2B ID: the businesses to find; every lead returns company, job title and business e-mail. */
export const b2bTargeting = z.object({
  kind: z.literal('b2b'),
  industries: z.array(shortText(L.keywordLengthMax).min(1)).max(L.targetingListMax),
  jobTitles: z.array(shortText(L.keywordLengthMax).min(1)).max(L.targetingListMax),
  companySizes: z.array(z.enum(B2B_COMPANY_SIZES)).max(B2B_COMPANY_SIZES.length),
});
export const campaignTargeting = z.discriminatedUnion('kind', [enhanceTargeting, b2bTargeting]);
export type CampaignTargeting = z.infer<typeof campaignTargeting>;

/** Fields every module shares (PUT /leadspeek/client/update); absent fields stay as they are. */
export const campaignGenericFields = z.object({
  campaignName: shortText(L.nameMax).min(1, 'Campaign name is required.'),
  companyGroupID: id.nullable(),
  clientOrganizationID: shortText(L.idTextMax).nullable(),
  clientCampaignID: shortText(L.idTextMax).nullable(),
  clientHidePhone: z.boolean(),
  reportType: z.enum(REPORT_TYPES),
  reportSentTo: z.array(email).max(L.emailsMax),
  adminNotifyTo: z.array(email).max(L.emailsMax),
  leadsAmountNotification: count.nullable(),
  /** Local calendar dates in the campaign's own time zone; the end may not precede the start. */
  startDate: localDate.nullable(),
  endDate: localDate.nullable(),
  timezone: text.max(64).refine(isTimeZone, 'Send an IANA time zone such as America/Chicago.'),
  phoneenabled: z.boolean(),
  homeaddressenabled: z.boolean(),
  requireemailaddress: z.boolean(),
  reidentificationtype: z.enum(REIDENTIFICATION_TYPES),
  applyreidentificationall: z.boolean(),
  /** Enhance ID and B2B ID only; its kind must be the campaign's module. */
  targeting: campaignTargeting,
  LimitLead: count.nullable(),
  LimitLeadFreq: z.enum(LIMIT_LEAD_FREQUENCIES).nullable(),
  LimitLeadStart: localDate.nullable(),
  LimitLeadEnd: localDate.nullable(),
  leadsbuy: count.nullable(),
  /** Prepaid: 'continual' buys the next pool by itself, 'onetime' pauses when the pool is empty. */
  topupoptions: z.enum(PREPAID_TOPUP_OPTIONS).nullable(),
  /** Continual top-up's Weekly/Monthly switch (on = Monthly): at most one pool a week or a month. */
  contiDurationSelection: z.boolean(),
});

/** Site ID fields (PUT /leadspeek/client/local/update). */
export const campaignLocalFields = z.object({
  urlCode: httpUrl.nullable(),
  urlCodeThankyou: httpUrl.nullable(),
  gtminstalled: z.boolean(),
});

/** Search ID fields (PUT /leadspeek/client/locator/update): national OR state/city/zip targeting. */
export const campaignLocatorFields = z.object({
  locatorkeyword: keywordList,
  locatorkeywordcontextual: keywordList,
  locatordesc: shortText(L.descriptionMax).nullable(),
  nationaltargeting: z.boolean(),
  locationtarget: z.enum(LOCATION_TARGETS).nullable(),
  locatorstate: z.array(stateCode).max(L.statesMax),
  locatorcity: z.array(shortText(L.cityLengthMax).min(1)).max(L.citiesMax),
  /** Zip area text: digits separated by newlines, spaces or commas; letters are refused. */
  locatorzip: zipText,
  locatorrequire: shortText(L.descriptionMax).nullable(),
});

type DatedFields = {
  startDate?: string | null;
  endDate?: string | null;
  LimitLeadStart?: string | null;
  LimitLeadEnd?: string | null;
};
/** Dates in the wrong order name the later field (checked again on the server against stored dates). */
function refineDateOrder(fields: DatedFields, issue: z.RefinementCtx) {
  if (!datesInOrder(fields.startDate, fields.endDate))
    issue.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  if (!datesInOrder(fields.LimitLeadStart, fields.LimitLeadEnd))
    issue.addIssue({ code: 'custom', path: ['LimitLeadEnd'], message: M.limitEndBeforeStart });
}

/**
 * POST /leadspeek/client/create: a new draft campaign. The price comes from the agency's costagency
 * for PaymentTerm; an agency (never a client) may send its own PlatformFee / CostMonth (per period) /
 * CostSet (per lead) instead — an enhance or b2b CostSet below the root minimum is refused (422).
 */
export const campaignCreateRequest = campaignGenericFields
  .partial()
  .extend(campaignLocalFields.partial().shape)
  .extend(campaignLocatorFields.partial().shape)
  .extend({
    /** The client company; a client may leave it out (its own company). */
    companyID: id.optional(),
    leadspeekType: z.enum(LEAD_MODULE_KINDS),
    campaignName: campaignGenericFields.shape.campaignName,
    /** Left out: the agency's default term (its paymenttermDefault, Weekly unless it chose another). */
    PaymentTerm: z.enum(PAYMENT_TERMS).optional(),
    PlatformFee: dollarAmount.optional(),
    CostMonth: dollarAmount.optional(),
    CostSet: dollarAmount.optional(),
  })
  .superRefine(refineDateOrder);
export type CampaignCreateRequest = z.input<typeof campaignCreateRequest>;

/** leadspeekID: the campaign's public leadspeek_api_id (or its numeric id). */
export const leadspeekID = z.union([
  text.trim().regex(/^\d{1,12}$/),
  z.number().int().positive().max(999_999_999_999),
]);

/**
 * What the campaign was sold as. An update may send them; once the campaign has run a change is
 * refused (422, naming the field: rules/campaign-edit.ts), the product never changes, and only the
 * agency (never a client) sets a price. Sending the stored value again is not a change.
 */
const campaignSaleFields = {
  leadspeekType: z.enum(LEAD_MODULE_KINDS).optional(),
  PaymentTerm: z.enum(PAYMENT_TERMS).optional(),
  PlatformFee: dollarAmount.optional(),
  CostMonth: dollarAmount.optional(),
  CostSet: dollarAmount.optional(),
};

export const campaignUpdateRequest = campaignGenericFields
  .partial()
  .extend({ leadspeekID, ...campaignSaleFields })
  .superRefine(refineDateOrder);
export type CampaignUpdateRequest = z.input<typeof campaignUpdateRequest>;
export const campaignLocalUpdateRequest = campaignLocalFields.partial().extend({
  leadspeekID,
  ...campaignSaleFields,
  urlCode: httpUrlOfEdit.nullable().optional(),
  urlCodeThankyou: httpUrlOfEdit.nullable().optional(),
});
export type CampaignLocalUpdateRequest = z.input<typeof campaignLocalUpdateRequest>;
export const campaignLocatorUpdateRequest = campaignLocatorFields
  .partial()
  .extend({ leadspeekID, ...campaignSaleFields });
export type CampaignLocatorUpdateRequest = z.input<typeof campaignLocatorUpdateRequest>;

/** What GET /leadspeek/getcampaign/:campaign_id and every write answer with. */
export const campaignView = z.object({
  leadspeekID: z.number(),
  leadspeek_api_id: z.string(),
  status: z.enum(CAMPAIGN_STATUS_VALUES),
  companyID: z.number(),
  company_name: z.string(),
  leadspeekType: z.enum(LEAD_MODULE_KINDS),
  campaignName: z.string(),
  companyGroupID: z.number().nullable(),
  clientOrganizationID: z.string().nullable(),
  clientCampaignID: z.string().nullable(),
  clientHidePhone: z.boolean(),
  reportType: z.string(),
  reportSentTo: z.array(z.string()),
  adminNotifyTo: z.array(z.string()),
  leadsAmountNotification: z.number().nullable(),
  urlCode: z.string().nullable(),
  urlCodeThankyou: z.string().nullable(),
  gtminstalled: z.boolean(),
  /** Site ID: the tag to paste into the client's site; null for the other modules. */
  embed_code: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  originalStartDate: z.string().nullable(),
  originalEndDate: z.string().nullable(),
  timezone: z.string(),
  locatorkeyword: z.array(z.string()),
  locatorkeywordcontextual: z.array(z.string()),
  locatordesc: z.string().nullable(),
  nationaltargeting: z.boolean(),
  locationtarget: z.string().nullable(),
  locatorstate: z.array(z.string()),
  locatorcity: z.array(z.string()),
  /** Newline separated, as the zip area shows it. */
  locatorzip: z.string(),
  locatorrequire: z.string().nullable(),
  phoneenabled: z.boolean(),
  homeaddressenabled: z.boolean(),
  requireemailaddress: z.boolean(),
  reidentificationtype: z.string(),
  applyreidentificationall: z.boolean(),
  targeting: z.record(z.string(), z.unknown()),
  /** The data each lead of this campaign carries besides name and contact (enhance and b2b). */
  returned_fields: z.array(z.string()),
  PaymentTerm: z.string(),
  platform_fee_cents: z.number().int(),
  min_cost_cents: z.number().int(),
  cost_per_lead_cents: z.number().int(),
  LimitLead: z.number().nullable(),
  LimitLeadFreq: z.string().nullable(),
  LimitLeadStart: z.string().nullable(),
  LimitLeadEnd: z.string().nullable(),
  leadsbuy: z.number().nullable(),
  topupoptions: z.string().nullable(),
  contiDurationSelection: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignSaved = z.object({ message: z.string(), campaign: campaignView });
export type CampaignSaved = z.infer<typeof campaignSaved>;

export const getCampaignParams = z.object({
  campaign_id: text.trim().regex(/^\d{1,12}$/),
});

/** GET /leadspeek/getcampaignresource/:organizationID/:campaignID ('0' = no organization). */
export const campaignResourceParams = z.object({
  organizationID: text.trim().max(L.idTextMax),
  campaignID: text.trim().regex(/^\d{1,12}$/),
});
const groupEntry = z.object({ companyGroupID: z.number(), companyGroupName: z.string() });
const organizationEntry = z.object({
  id: z.number(),
  OrganizationName: z.string(),
  ParentID: z.number().nullable(),
  CustomID: z.string().nullable(),
});
export const campaignResource = z.object({
  leadspeek_api_id: z.string(),
  clientOrganizationID: z.string().nullable(),
  clientCampaignID: z.string().nullable(),
  /** The organization named by organizationID (its id or CustomID) among the client's, or null. */
  organization: organizationEntry.nullable(),
  group: groupEntry.nullable(),
  /** What the client may file this campaign under: its groups of the module and its organizations. */
  groups: z.array(groupEntry),
  organizations: z.array(organizationEntry),
});
export type CampaignResource = z.infer<typeof campaignResource>;

export const keywordToTagsQuery = z.object({ keywords: text.max(L.keywordTextMax).default('') });
export const keywordToTagsResponse = z.object({ tags: z.array(z.string()) });

export const resendGoogleLinkRequest = z.object({ leadspeekID });
export const resendGoogleLinkResponse = z.object({ message: z.string(), sent_to: z.array(z.string()) });
