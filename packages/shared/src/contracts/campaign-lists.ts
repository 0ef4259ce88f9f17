// Campaign management lists (part 2 §2 "Campaign and module routes", §3 "Company group",
// "Organization", §7 "Campaigns", "Users and clients", "Audience data"): the campaign list of a
// module, company groups, organizations, and the US state and city lists.

import { z } from 'zod';
import { LEAD_MODULE_KINDS, type LeadModuleKind, TENANT_LIMITS } from '../constants.ts';
import { nextSort, type SortState } from '../rules/tenant-list.ts';
import { id, pageQueryFields, pageResponseFields, text } from './common.ts';
import { SORT_ORDERS } from './tenants.ts';

/** Our field wording for refusals the spec does not spell (candidates for messages.ts). */
export const CAMPAIGN_LIST_PROBLEMS = {
  groupNameTaken: 'A group with this name already exists in this module.',
  groupUnknown: 'Choose a group of this company and module.',
  moduleUnknown: 'Use LeadsPeek, Locator, Enhance, B2B or a module kind (local, locator, enhance, b2b).',
  parentUnknown: 'Choose an organization of this company.',
  parentIsSelf: 'An organization cannot be placed under itself or one of its own children.',
  stateUnknown: 'Use a US state code such as TX or a state name such as Texas.',
} as const;

export const CAMPAIGN_LIST_LIMITS = {
  groupNameMax: 100,
  organizationNameMax: 120,
  customIdMax: 100,
  searchMax: TENANT_LIMITS.searchMax,
} as const;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/client/{group}/{type}/{companyID}/{clientID}/{sortby}/{order}/{search}

export const CAMPAIGN_SORT_FIELDS = [
  'campaign_name',
  'company_name',
  'status',
  'created_at',
  'start_date',
  'end_date',
] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
/** The normal list, or the archived campaigns (only the archived view shows them). */
export const CAMPAIGN_LIST_VIEWS = ['campaign', 'archived'] as const;
export const CAMPAIGN_LIST_STATUSES = ['all', 'active', 'paused', 'stopped', 'draft'] as const;

/** 'all' or a numeric id: the group and client segments of the list path. */
const allOrId = z.union([z.literal('all'), id], { error: "Use 'all' or a numeric id." });
const sortSegment = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum([...values, 'null'] as [T[number] | 'null', ...(T[number] | 'null')[]]);

export const campaignListParams = z.object({
  group: allOrId,
  type: z.enum(LEAD_MODULE_KINDS),
  /** The agency or root the caller works in, or a client's own company. */
  companyID: id,
  clientID: allOrId,
  sortby: sortSegment(CAMPAIGN_SORT_FIELDS),
  order: sortSegment(SORT_ORDERS),
  search: text.trim().max(CAMPAIGN_LIST_LIMITS.searchMax).optional().default(''),
});
export type CampaignListParams = z.infer<typeof campaignListParams>;

export const campaignListQuery = z.object({
  ...pageQueryFields(TENANT_LIMITS),
  view: z.enum(CAMPAIGN_LIST_VIEWS).default('campaign'),
  CampaignStatus: z.enum(CAMPAIGN_LIST_STATUSES).default('all'),
});
export type CampaignListQuery = z.infer<typeof campaignListQuery>;

export const campaignListRow = z.object({
  id: z.number(),
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  module: z.enum(LEAD_MODULE_KINDS),
  status: z.enum(['draft', 'active', 'paused', 'stopped', 'archived']),
  company_id: z.number(),
  company_name: z.string(),
  company_group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  /** Local calendar dates (yyyy-MM-dd) in the campaign's own time zone. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string(),
  payment_term: z.string(),
  /** Site ID: the continual top-up was stopped (the button then offers Continual Topup). */
  continual_topup_stopped: z.boolean(),
  platform_fee_cents: z.number(),
  min_cost_cents: z.number(),
  cost_per_lead_cents: z.number(),
  created_at: z.string(),
});
export type CampaignListRow = z.infer<typeof campaignListRow>;

export const campaignListResponse = z.object({
  ...pageResponseFields,
  data: z.array(campaignListRow),
});
export type CampaignListResponse = z.infer<typeof campaignListResponse>;

export type CampaignSortState = SortState<CampaignSortField>;

/** Same cycle as the agency list: a new column ascends, then descends, then no sort (newest first). */
export const nextCampaignSort = (current: CampaignSortState, field: CampaignSortField) =>
  nextSort(current, field);

export type CampaignListRequest = {
  group: 'all' | number;
  module: LeadModuleKind;
  companyId: number;
  clientId: 'all' | number;
  sort: CampaignSortState;
  search: string;
  page: number;
  perPage: number;
  view?: (typeof CAMPAIGN_LIST_VIEWS)[number];
  campaignStatus?: (typeof CAMPAIGN_LIST_STATUSES)[number];
};

// ---------------------------------------------------------------------------------------------
// Company groups: /company/group

/** userModule names the web sends (GetCompanyGroup sends LeadsPeek), matched case-insensitively. */
export const USER_MODULE_NAMES: Record<string, LeadModuleKind> = {
  leadspeek: 'local',
  locator: 'locator',
  enhance: 'enhance',
  b2b: 'b2b',
  local: 'local',
};

/** A userModule name or module kind → the kind; anything else is refused naming the field. */
export const userModuleName = text
  .trim()
  .max(40)
  .transform((value, context) => {
    // Own keys only: '__proto__' or 'constructor' must not reach Object.prototype.
    const name = value.toLowerCase();
    const kind = Object.hasOwn(USER_MODULE_NAMES, name) ? USER_MODULE_NAMES[name] : undefined;
    if (kind) return kind;
    context.addIssue({ code: 'custom', message: CAMPAIGN_LIST_PROBLEMS.moduleUnknown });
    return z.NEVER;
  });

const groupName = text.trim().min(1, 'Group name is required.').max(CAMPAIGN_LIST_LIMITS.groupNameMax);

export const companyGroupQuery = z.object({ companyID: id, userModule: userModuleName });
export const companyGroupEntry = z.object({
  companyGroupID: z.union([z.literal('all'), z.number()]),
  companyGroupName: z.string(),
  companyID: z.number(),
  moduleID: z.enum(LEAD_MODULE_KINDS),
});
export type CompanyGroupEntry = z.infer<typeof companyGroupEntry>;
export const VIEW_ALL_GROUP = { companyGroupID: 'all', companyGroupName: 'View All' } as const;

export const companyGroupListResponse = z.object({
  result: z.literal('success'),
  params: z.array(companyGroupEntry),
});
export const companyGroupCreate = z.object({
  companyID: id,
  userModule: userModuleName,
  companyGroupName: groupName,
});
export const companyGroupUpdate = z.object({
  companyID: id,
  companyGroupID: id,
  companyGroupName: groupName,
});
export const companyGroupDeleteParams = z.object({ companyID: id, groupID: id });
export const companyGroupSaved = z.object({
  result: z.literal('success'),
  message: z.string(),
  data: companyGroupEntry,
});

// ---------------------------------------------------------------------------------------------
// Organizations: /marketing/organization

const organizationName = text
  .trim()
  .min(1, 'Organization name is required.')
  .max(CAMPAIGN_LIST_LIMITS.organizationNameMax);
/** ParentID: another organization of the same company, or empty for a top-level one. */
const parentId = z
  .union([id, z.literal('').transform(() => null), z.null()])
  .optional()
  .default(null);
const customId = text
  .trim()
  .max(CAMPAIGN_LIST_LIMITS.customIdMax)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const organizationCompanyParams = z.object({ companyID: id });
export const organizationCreate = z.object({
  companyID: id,
  OrganizationName: organizationName,
  ParentID: parentId,
  CustomID: customId,
});
export const organizationUpdate = organizationCreate.extend({ OrganizationID: id });
export const organizationDeleteParams = z.object({ companyID: id, organizationID: id });
export const organizationRow = z.object({
  OrganizationID: z.number(),
  OrganizationName: z.string(),
  ParentID: z.number().nullable(),
  CustomID: z.string().nullable(),
  companyID: z.number(),
  created_at: z.string(),
});
export type OrganizationRow = z.infer<typeof organizationRow>;
export const organizationListResponse = z.object({
  result: z.literal('success'),
  params: z.array(organizationRow),
});
export const organizationSaved = z.object({
  result: z.literal('success'),
  message: z.string(),
  data: organizationRow,
});
export const listEntryRemoved = z.object({ result: z.literal('success') });

// ---------------------------------------------------------------------------------------------
// US states and cities: /general/state, /general/state/{state}/cities, /general/state/download

export const usState = z.object({ name: z.string(), code: z.string() });
export type UsState = z.infer<typeof usState>;
export const stateListResponse = z.object({ states: z.array(usState) });
export const stateCitiesParams = z.object({ state: text.trim().min(1).max(60) });
export const stateCitiesResponse = z.object({ state: usState, cities: z.array(z.string()) });
