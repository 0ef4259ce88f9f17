// Business constants of part 1 §9 and the fixed vocabularies of part 1 §1 and §6.

export const USER_TYPES = ['user', 'userdownline', 'client', 'administrator', 'sales'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const COMPANY_KINDS = ['root', 'agency', 'client'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const LEAD_MODULE_KINDS = ['local', 'locator', 'enhance', 'b2b'] as const;
export type LeadModuleKind = (typeof LEAD_MODULE_KINDS)[number];

/** Default display names and URL slugs of the four modules (part 1 §1). */
export const DEFAULT_MODULES: Record<LeadModuleKind, { name: string; url: string }> = {
  local: { name: 'Site ID', url: 'siteid' },
  locator: { name: 'Search ID', url: 'searchid' },
  enhance: { name: 'Enhance ID', url: 'enhanceid' },
  b2b: { name: 'B2B ID', url: 'b2bid' },
};

export const TWO_FACTOR_TYPES = ['email', 'google'] as const;
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];

export const ROLE_MODULES = ['Ads Design', 'Campaign', 'LeadsPeek', 'Settings'] as const;
export type RoleModule = (typeof ROLE_MODULES)[number];

export const SYSTEM_TIME_ZONE = 'America/Chicago';
export const NEW_YORK_TIME_ZONE = 'America/New_York';
export const FALLBACK_LOCALE = 'en';
export const CURRENCY = 'USD';

export const TIMINGS = {
  chunkLoadTimeoutMs: 120_000,
  notificationTimeoutMs: 5000,
  notificationOffsetPx: 20,
  successPopupMs: 2000,
  modalAnimationMs: 500,
  collapseAnimationMs: 250,
  pageTransitionMs: 200,
  menuTransitionMs: 250,
  autocompleteMinChars: 3,
  autocompleteDebounceMs: 300,
  autocompleteHideAfterBlurMs: 200,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

/** Limits of the sign-in flow (ours: the spec does not show them). */
export const AUTH_LIMITS = {
  emailCodeTtlMinutes: 10,
  passwordResetTtlMinutes: 60,
  ssoTokenTtlMinutes: 5,
  loginWindowMinutes: 15,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;

/** The largest id and count the database's int4 columns hold (2^31 - 1). */
export const INT32_MAX = 2_147_483_647;

/** The largest money amount any input may carry, in cents ($1,000,000): far below int4 cents. */
export const MAX_MONEY_CENTS = 100_000_000;

export const DEMO_PASSWORD = 'Demo!pass2026';

/** The look of a platform that has not chosen its own (appearance settings of part 1 §3). */
export const DEFAULT_APPEARANCE = {
  sidebarcolor: '#1e293b',
  templatecolor: '#f8fafc',
  boxcolor: '#ffffff',
  textcolor: '#1f2937',
  linkcolor: '#2563eb',
  fonttheme: 'Inter',
} as const;

/** Payment terms an agency bills by (part 2 §1, §9); Weekly is the default. */
export const PAYMENT_TERMS = ['Weekly', 'Monthly', 'One Time', 'Prepaid'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERM: PaymentTerm = 'Weekly';

/** Package plans, shown as a suffix after the company name (part 2 §2). */
export const PACKAGE_PLANS = ['NWM', 'NWY', 'WM', 'WY', 'FREE'] as const;
export type PackagePlan = (typeof PACKAGE_PLANS)[number];
export const FREE_PACKAGE: PackagePlan = 'FREE';

/** List, log and form limits of part 2 §5 and §9. */
export const TENANT_LIMITS = {
  perPage: 10,
  maxPerPage: 100,
  pagesShown: 5,
  subdomainMax: 63,
  logDescriptionMax: 30,
  searchMax: 100,
  companyNameMax: 120,
  fullNameMax: 120,
  domainMax: 253,
  organizationIdMax: 64,
} as const;

/** Log date-range shortcuts in days (part 2 §9), and the date format the log filters use. */
export const LOG_DATE_SHORTCUTS = { lastWeek: 7, lastMonth: 30, last3Months: 90 } as const;
export const LOG_DATE_FORMAT = 'yyyy-MM-dd';
/** "Select all" in log filters and the log download path (part 2 §2). */
export const ALL_FILTER = '9999';
