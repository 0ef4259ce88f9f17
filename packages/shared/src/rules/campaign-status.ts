// The campaign state machine (issue 5 point 2; part 2 §4 "Campaign", §7 "Campaigns"): which status
// each action leads to, who may take it, what starting a campaign needs, and when a campaign has ended.
import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { id, text } from '../contracts/common.ts';
import type { MessageKey } from '../messages.ts';
import { type CampaignPermissionAction, campaignPermitted, type ModulePermissions } from './permissions.ts';

export const CAMPAIGN_STATUS_VALUES = ['draft', 'active', 'paused', 'stopped', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS_VALUES)[number];

/** 'stop' is taken only by the end-date job; 'remove' removes the campaign (soft: no status after it). */
export type CampaignAction = 'activate' | 'pause' | 'archive' | 'remove' | 'stop';

type Transition = { from: readonly CampaignStatus[]; to: CampaignStatus | null; refused: MessageKey };

/**
 * The whole table. A stopped campaign has passed its end date and does not start again; an active
 * one is paused before it is archived or removed, so no running campaign disappears by one click.
 */
export const CAMPAIGN_TRANSITIONS: Record<CampaignAction, Transition> = {
  activate: { from: ['draft', 'paused'], to: 'active', refused: 'campaignCannotActivate' },
  pause: { from: ['active'], to: 'paused', refused: 'campaignCannotPause' },
  archive: { from: ['draft', 'paused', 'stopped'], to: 'archived', refused: 'campaignCannotArchive' },
  remove: { from: ['draft', 'paused', 'stopped', 'archived'], to: null, refused: 'campaignCannotRemove' },
  stop: { from: ['active', 'paused'], to: 'stopped', refused: 'campaignCannotActivate' },
};

export type TransitionOutcome =
  | { allowed: true; to: CampaignStatus | null }
  | { allowed: false; refused: MessageKey };

export function campaignTransition(from: CampaignStatus, action: CampaignAction): TransitionOutcome {
  const transition = CAMPAIGN_TRANSITIONS[action];
  if (transition.from.includes(from)) return { allowed: true, to: transition.to };
  // An active campaign that is archived or removed needs a pause first: say exactly that.
  if (from === 'active' && (action === 'archive' || action === 'remove'))
    return { allowed: false, refused: 'campaignPauseFirst' };
  return { allowed: false, refused: transition.refused };
}

/** The refusal text with the current status named ({status} in the message). */
export const refusalText = (template: string, status: CampaignStatus) =>
  template.replaceAll('{status}', status);

/**
 * Who may take which action by hand. Agency owners and admins and platform staff manage campaigns;
 * a client may pause and resume its own campaigns and stop their continual top-up, but archiving
 * and removing stay with its agency; sales people only look.
 */
export type ManualCampaignAction = Exclude<CampaignAction, 'stop'> | 'continual-topup';

const MANAGERS: readonly UserType[] = ['user', 'userdownline', 'administrator'];
const CLIENT_ACTIONS: readonly ManualCampaignAction[] = ['activate', 'pause', 'continual-topup'];

export function campaignActionAllowed(userType: UserType, action: ManualCampaignAction): boolean {
  if (MANAGERS.includes(userType)) return true;
  return userType === 'client' && CLIENT_ACTIONS.includes(action);
}

/** The role flag an action needs: archive and remove are deletes, the rest change the campaign. */
export const campaignActionFlag = (action: ManualCampaignAction): CampaignPermissionAction =>
  action === 'archive' || action === 'remove' ? 'delete' : 'update';

/** Whether a viewer may take an action: their user type allows it and their role holds its flag. */
export function campaignCommandPermitted(
  viewer: { user_type: UserType; permissions: ModulePermissions },
  action: ManualCampaignAction,
): boolean {
  return (
    campaignActionAllowed(viewer.user_type, action) && campaignPermitted(viewer, campaignActionFlag(action))
  );
}

/** The system default zone (issue 5): campaigns without a valid zone of their own use it. */
export const DEFAULT_CAMPAIGN_TIME_ZONE = 'America/Chicago';

function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_CAMPAIGN_TIME_ZONE;
  }
}

/** The calendar day (yyyy-MM-dd) it is at `now` in the given IANA time zone. */
export function localDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: knownZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A campaign runs through the whole of its end date in its own zone and has ended the day after. */
export function campaignEnded(endDate: string | null, timeZone: string, now: Date): boolean {
  return endDate !== null && endDate < localDateIn(now, timeZone);
}

/** Terms paid from the Data Wallet; the others charge a card (part 2 §9 terms). */
export const isWalletTerm = (term: string) => term === 'Prepaid';

// What starting needs (ActivationFacts, activationProblem) is campaign-start-blockers.ts.

// Contracts of the status calls (part 2 §7 "Campaigns"). The web sends ids as strings or numbers.
export const campaignApiIdField = z
  .union([text, z.number().max(Number.MAX_SAFE_INTEGER)])
  .transform(String)
  .pipe(text.trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Send the campaign id (leadspeek_api_id).'));
const flagInput = z
  .union([z.boolean(), z.enum(['T', 'F'])])
  .transform((value) => value === true || value === 'T');

export const activePauseRequest = z.object({
  leadspeek_api_id: campaignApiIdField,
  status: z.enum(['active', 'paused'], { message: "Send 'active' or 'paused'." }),
});
export const campaignIdRequest = z.object({ leadspeek_api_id: campaignApiIdField });
export const stopContinualTopupRequest = z.object({
  leadspeek_api_id: campaignApiIdField,
  /** Omitted: the switch flips. */
  stop_continual: flagInput.optional(),
});
export const campaignStatusResponse = z.object({
  message: z.string(),
  leadspeek_api_id: z.string(),
  status: z.enum(CAMPAIGN_STATUS_VALUES).nullable(),
});
export const stopContinualTopupResponse = z.object({
  message: z.string(),
  leadspeek_api_id: z.string(),
  stop_continual: z.enum(['T', 'F']),
});
export const remainingBalanceLeadsResponse = z.object({
  leadspeek_api_id: z.string(),
  leads_buy: z.number().nullable(),
  /** Leads used from the pools bought so far. */
  leads_delivered: z.number(),
  /** Leads left in the open pools; null when nothing was bought (issue 16 point 4). */
  remaining_balance_leads: z.number().nullable(),
  /** Issue 16: the pools bought, oldest first (leads use the oldest open pool). */
  pools: z
    .array(
      z.object({
        pool_no: z.number(),
        leads_bought: z.number(),
        leads_used: z.number(),
        /** pending: being charged; open: has leads; used: empty; failed: the charge was declined. */
        status: z.enum(['pending', 'open', 'used', 'failed']),
        amount: z.string(),
        paid_at: z.string().nullable(),
      }),
    )
    .optional(),
  /** 'T' when continual top-up is stopped. */
  stop_continual: z.enum(['T', 'F']).optional(),
  /** Continual top-up was chosen (topupoptions) and is not stopped. */
  continual_topup: z.boolean().optional(),
  /** How often continual top-up may buy a pool by itself (contiDurationSelection); null for one time. */
  topup_duration: z.enum(['weekly', 'monthly']).nullable().optional(),
  /** The campaign was paused because its pool (or its agency's wallet) ran out. */
  paused_for_funds: z.boolean().optional(),
  /**
   * Paused because this week's or month's pool is used up: when continual top-up buys the next pool
   * and the campaign resumes (ISO instant); null otherwise.
   */
  topup_resumes_at: z.string().nullable().optional(),
  /**
   * Our addition (issue 23): what buying the next pool charges and to whom, as the purchase will
   * charge it: the client's card at the campaign's prices, or a manual-bill agency's Data Wallet at
   * the platform's wholesale prices; the set-up fee only with the first pool. Null when the campaign
   * buys no pools.
   */
  next_pool: z
    .object({
      payer: z.enum(['client_card', 'agency_wallet']),
      leads: z.number(),
      per_lead_cents: z.number(),
      setup_fee_cents: z.number(),
      total_cents: z.number(),
    })
    .nullable()
    .optional(),
});
export type RemainingBalanceLeads = z.infer<typeof remainingBalanceLeadsResponse>;
export const campaignActiveCheckRequest = z
  .object({
    leadspeek_api_id: campaignApiIdField.optional(),
    company_id: id.optional(),
  })
  .refine((body) => body.leadspeek_api_id !== undefined || body.company_id !== undefined, {
    message: 'Send leadspeek_api_id or company_id.',
    path: ['leadspeek_api_id'],
  });
export const campaignActiveCheckResponse = z.object({
  active: z.boolean(),
  active_campaign_id: z.array(z.string()),
});
