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
