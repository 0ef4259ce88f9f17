// Agency and client management (part 2 §1–§3, §5, §7 "Agency and client management", "Users and
// clients"): the tree list, the downline add/edit payloads and the row actions.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, PACKAGE_PLANS, PAYMENT_TERMS, TENANT_LIMITS, USER_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { id, pageQueryFields, pageResponseFields, text } from './common.ts';

const flag = z.enum(['T', 'F']);
const moduleKind = z.enum(LEAD_MODULE_KINDS);
const paymentTerm = z.enum(PAYMENT_TERMS);

/** Which accounts a list shows: agencies (with their clients), clients, administrators, sales people. */
export const LIST_USER_TYPES = ['userdownline', 'client', 'administrator', 'sales'] as const;
export type ListUserType = (typeof LIST_USER_TYPES)[number];

export const TREE_SORT_FIELDS = ['company_name', 'full_name', 'email', 'created_at'] as const;
export type TreeSortField = (typeof TREE_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Card filter: every row, a card on file, no card, or a failed payment. */
export const CARD_STATUS_FILTERS = ['all', 'set', 'notset', 'failed'] as const;
/** Campaign filter: every row, rows with an active campaign, rows without one. */
export const CAMPAIGN_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
/** Checkbox filters of the filter popover; Direct Payment = agencies billed wholesale (manual bill). */
export const LIST_FILTERS = ['directpayment'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** "null" in a path segment is the third state of the sort cycle: no sort. */
const sortSegment = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum([...values, 'null'] as [T[number] | 'null', ...(T[number] | 'null')[]]);

export const tenantListParams = z.object({
  companyID: id,
  group: z.literal('all'),
  idsys: id,
  userType: z.enum(LIST_USER_TYPES),
  module: z.enum(['all', ...LEAD_MODULE_KINDS]),
  sortby: sortSegment(TREE_SORT_FIELDS),
  order: sortSegment(SORT_ORDERS),
  searchkey: text.trim().max(TENANT_LIMITS.searchMax).optional().default(''),
});
export type TenantListParams = z.infer<typeof tenantListParams>;

export const tenantListQuery = z.object({
  ...pageQueryFields(TENANT_LIMITS),
  CardStatus: z.enum(CARD_STATUS_FILTERS).default('all'),
  CampaignStatus: z.enum(CAMPAIGN_STATUS_FILTERS).default('all'),
  /** Comma-separated checkbox filters, e.g. "directpayment". */
  Filters: text
    .max(200)
    .default('')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(LIST_FILTERS))),
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;

export const selectedTerm = z.object({ term: paymentTerm, status: z.boolean() });
export const selectedModule = z.object({ type: moduleKind, status: z.boolean() });

const baseRow = z.object({
  /** The account's user id (the owner of an agency or client company). */
  id: z.number(),
  company_id: z.number(),
  /** The company above: the root for agencies, the agency for its clients. */
  parent_company_id: z.number().nullable(),
  company_name: z.string(),
  name: z.string(),
  email: z.string(),
  phonenum: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_country_calling_code: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  package_id: z.string().nullable(),
  /** NWM, NWY, WM, WY or FREE after the company name; null without a package. */
  package_suffix: z.enum(PACKAGE_PLANS).nullable(),
  /**
   * An agency's live subscription to that plan: null while it has chosen a plan but not subscribed
   * yet (its own plan panel says so too), and on every other row.
   */
  subscription_status: z.enum(['active', 'cancelled']).nullable(),
  /** The agency's full host (label + platform domain) and the label alone. */
  subdomain: z.string().nullable(),
  orisubdomain: z.string().nullable(),
  domain: z.string().nullable(),
  external_organizationid: z.string().nullable(),
  is_whitelabeling: flag,
  manual_bill: flag,
  payment_status: z.string().nullable(),
  profile_setup_completed: flag,
  status_acc: z.string(),
  card_set: z.boolean(),
  active_campaigns: z.number(),
  /** An agency's clients; the web loads them page by page when the row opens. */
  client_count: z.number(),
  created_at: z.string(),
  salesrep: z.string().nullable(),
  salesrepid: z.number().nullable(),
  accountexecutive: z.string().nullable(),
  accountexecutiveid: z.number().nullable(),
  accountref: z.string().nullable(),
  accountrefid: z.number().nullable(),
  rootpaymentterm: z.array(paymentTerm),
  rootmodules: z.array(moduleKind),
  selected_payment_term: z.array(selectedTerm),
  selected_modules: z.array(selectedModule),
  /** Staff rows (administrators, sales people). */
  role_id: z.number().nullable(),
  defaultAdmin: flag,
  customercare: flag,
  adminGetNotification: flag,
  disabledreceivedemail: flag,
  disabledaddcampaign: flag,
  isAccExecutive: flag,
});
/** One row; an agency's clients are not embedded (an agency may have thousands): they are the
 * client list of that agency (`userType` client, `companyID` the agency). */
export const tenantRow = baseRow;
export type TenantRow = z.infer<typeof tenantRow>;

export const tenantListResponse = z.object({
  ...pageResponseFields,
  data: z.array(tenantRow),
});
export type TenantListResponse = z.infer<typeof tenantListResponse>;

/** Agency subdomain: 1–63 letters, digits and hyphens, starting and ending alphanumeric (part 2 §5). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Host names the platform keeps for itself (or that look like it to a visitor): no agency takes them. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'root',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'support',
  'help',
  'status',
  'billing',
  'pay',
  'payments',
  'login',
  'signin',
  'sso',
  'auth',
  'account',
  'accounts',
  'secure',
  'static',
  'assets',
  'cdn',
  'dev',
  'staging',
  'test',
  'demo-site',
  'pixel',
  'docs',
]);
export const subdomainLabel = text.trim().toLowerCase().regex(SUBDOMAIN_PATTERN, messages.subdomainInvalid);

const trimmed = (max: number) => text.trim().max(max);
const optionalFlag = flag.optional().default('F');

/** The add/edit payload (part 2 §3 "Client user payload", §7 CreateClient / UpdateClient). */
const downlineFields = z.object({
  companyID: id,
  idsys: id,
  userType: z.enum(LIST_USER_TYPES),
  ClientCompanyName: trimmed(TENANT_LIMITS.companyNameMax).optional().default(''),
  ClientFullName: trimmed(TENANT_LIMITS.fullNameMax),
  ClientEmail: text.max(254),
  ClientPhone: trimmed(30).optional().default(''),
  ClientPhoneCountryCode: trimmed(2).optional().default(''),
  ClientPhoneCountryCallingCode: trimmed(6).optional().default(''),
  ClientWhiteLabeling: optionalFlag,
  ClientRole: id.nullable().optional(),
  DownlineDomain: trimmed(TENANT_LIMITS.domainMax).optional().default(''),
  DownlineSubDomain: trimmed(TENANT_LIMITS.subdomainMax + 10)
    .optional()
    .default(''),
  DownlineOrganizationID: trimmed(TENANT_LIMITS.organizationIdMax).optional().default(''),
  defaultAdmin: optionalFlag,
  customercare: optionalFlag,
  adminGetNotification: optionalFlag,
  disabledreceivedemail: optionalFlag,
  disabledaddcampaign: optionalFlag,
  isAccExecutive: optionalFlag,
});
export type DownlineFields = z.input<typeof downlineFields>;

/** A new client may be given one of its agency's price presets (issue 23 point 3), its campaigns' starting price. */
export const downlineCreateRequest = downlineFields.extend({ pricePresetID: id.nullable().optional() });
export type DownlineCreateRequest = z.input<typeof downlineCreateRequest>;

/** An edit that leaves a switch out keeps its current value. */
export const downlineUpdateRequest = downlineFields.extend({
  ClientWhiteLabeling: flag.optional(),
  defaultAdmin: flag.optional(),
  customercare: flag.optional(),
  adminGetNotification: flag.optional(),
  disabledreceivedemail: flag.optional(),
  disabledaddcampaign: flag.optional(),
  isAccExecutive: flag.optional(),
  ClientID: id,
  action: z.literal('downline').optional(),
  selectedterms: z.array(selectedTerm).max(PAYMENT_TERMS.length).optional(),
  selectedmodules: z.array(selectedModule).max(LEAD_MODULE_KINDS.length).optional(),
});
export type DownlineUpdateRequest = z.input<typeof downlineUpdateRequest>;

export const downlineSaved = z.object({
  result: z.literal('success'),
  message: z.string(),
  data: z.array(tenantRow),
});

/** 422 body when a product with active campaigns would be disabled: campaign ids per product. */
export const activeCampaignsRefusal = z.object({
  message: z.string(),
  active_campaign_id: z.record(moduleKind, z.array(z.string())),
});

export const checkCampaignActiveRequest = z.object({
  company_id: id,
  leadspeek_type: moduleKind,
  user_type: z.enum(['agency', 'client']),
});
export const checkCampaignActiveResponse = z.object({ active_campaign_id: z.array(z.string()) });

export const removeParams = z.object({ companyID: id, userID: id });
export const resultMessage = z.object({ result: z.enum(['success', 'error']), message: z.string() });

export const resendInvitationRequest = z.object({ userID: id });
export const manualBillRequest = z.object({ companyID: id, manualBill: flag });
export const freePlanRequest = z.object({ CompanyID: id, packageID: z.enum(PACKAGE_PLANS) });
export const freePlanResponse = z.object({ packageid: z.enum(PACKAGE_PLANS), message: z.string() });
export const settlementRequest = z.object({ userID: id });

export const salesListEntry = z.object({ id: z.number(), name: z.string(), isAccExecutive: flag });
export const salesListResponse = z.object({ params: z.array(salesListEntry) });
export const setSalesRequest = z.object({
  companyID: id,
  salesRep: id.nullable(),
  salesAE: id.nullable(),
  salesRef: id.nullable(),
});

export const rootListResponse = z.object({ params: z.array(z.object({ id: z.number(), name: z.string() })) });
