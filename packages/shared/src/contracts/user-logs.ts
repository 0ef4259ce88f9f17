// The user log (part 2 §3 "User log row", §7 getUserLogs, getUserLogsCategory, getUsers,
// getUserCampaigns): what the Agency User's Logs modal reads.
import { z } from 'zod';
import { ALL_FILTER } from '../constants.ts';
import { messages } from '../messages.ts';
import { LOG_USER_TYPES, parseLogDateRange } from '../rules/user-log-filters.ts';
import { id, pageResponseFields, SIGNED_LINK_MAX, text } from './common.ts';

const allOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(ALL_FILTER), schema]);

/** 'all' or "yyyy-MM-dd_yyyy-MM-dd", start not after end. */
export const logDateRangeField = text
  .max(21)
  .refine((value) => value === 'all' || parseLogDateRange(value) !== null, {
    message: messages.logDateRangeInvalid,
  });

export const userLogFilter = z.object({
  companyID: id,
  action: allOr(text.trim().min(1).max(60)).default(ALL_FILTER),
  userType: z.enum(LOG_USER_TYPES).default(ALL_FILTER),
  userID: allOr(z.coerce.string().regex(/^\d{1,10}$/, messages.logUserUnknown)).default(ALL_FILTER),
  campaignID: z.union([z.literal('all'), z.literal(ALL_FILTER), text.trim().min(1).max(40)]).default('all'),
  logDateRange: logDateRangeField.default('all'),
});
export type UserLogFilter = z.input<typeof userLogFilter>;

export const userLogRequest = userLogFilter.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const userLogRow = z.object({
  id: z.number(),
  name: z.string().nullable(),
  type_user: z.string().nullable(),
  location: z.string().nullable(),
  user_ip: z.string().nullable(),
  action: z.string(),
  description: z.string(),
  company_name: z.string().nullable(),
  campaign_id: z.string().nullable(),
  created_at: z.string(),
});
export type UserLogRow = z.infer<typeof userLogRow>;

export const userLogPage = z.object({
  data: z.array(userLogRow),
  ...pageResponseFields,
});

export const logCategoryRequest = z.object({ companyID: id });
export const logCategoryResponse = z.object({ actions: z.array(z.string()) });

export const showUserRequest = z.object({
  companyID: id,
  userType: z.enum(LOG_USER_TYPES).default(ALL_FILTER),
  searchUser: text.trim().max(100).default(''),
});
export const showUserResponse = z.object({
  users: z.array(
    z.object({ id: z.number(), name: z.string(), company_name: z.string(), type_user_tx: z.string() }),
  ),
});

export const showCampaignsRequest = z.object({ companyID: id });
export const showCampaignsResponse = z.object({
  campaigns: z.array(
    z.object({ leadspeek_api_id: z.string(), campaign_name: z.string(), company_name: z.string() }),
  ),
});

export const logDownloadParams = z.object({
  companyID: id,
  userType: z.enum(LOG_USER_TYPES),
  userID: allOr(text.regex(/^\d{1,10}$/)),
  action: text.trim().min(1).max(60),
  logDateRange: logDateRangeField,
  campaignID: text.trim().min(1).max(40),
});
/**
 * The download's query when the browser navigates to it: its signed link, and the viewer's time zone
 * (a navigation sends no X-Timezone header; the header wins when both are sent).
 */
export const logDownloadQuery = z.object({
  link: text.max(SIGNED_LINK_MAX).optional(),
  timezone: text.max(64).optional(),
});

/** Every action a user-log row may carry; each mutating route logs one of these. */
export const LOG_ACTIONS = [
  'login',
  'logout',
  'register',
  'change-password',
  'password-reset',
  'two-factor',
  'sso-token',
  'view-as',
  'profile',
  'setup-complete',
  'questionnaire',
  'setting',
  'role',
  'card-save',
  /** Test mode: a saved card switched to decline its charges, or back to succeed. */
  'sandbox-card-outcome',
  /** Platform staff refunded (part of) a paid invoice. */
  'invoice-refund',
  'payment-customer',
  'connected-account',
  'reset-payment-connection',
  'agreement',
  'beta-feature',
  'user-create',
  'user-update',
  'user-remove',
  'invitation',
  'manual-bill',
  'free-plan',
  /** Issue 15 point 5: a subscription cancelled, the agency's billing method. */
  'subscription',
  'billing-method',
  'settlement',
  /** Issue 15: a charge of an invoice declined or paid, campaigns paused or resumed for payment. */
  'payment',
  /** Issue 15: commission rates saved, commissions earned on a paid invoice. */
  'commission',
  'sales-person',
  'cost-agency',
  /** Issue 23: an agency's named price preset added, changed or deleted. */
  'price-preset',
  /** Issue 27: a banner set made, changed, duplicated or deleted (Ads Design). */
  'banner',
  'campaign',
  'suppression',
  /** Issue 12 item 4: leads held for review, released or discarded. */
  'lead-review',
  /** Issue 17: an integration connected, changed, tested or disconnected; a delivery resent. */
  'integration',
  /** Issue 26: developer API credentials created, given a new secret or revoked. */
  'api-credentials',
  /** Issue 27: data enrichment prices saved, contact files uploaded and jobs confirmed. */
  'data-enrichment',
  /** Reported by the browser (POST /general/user-log-saved): what the server does not see itself. */
  'file-download',
  'link-copied',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
