// What stops a campaign from starting, each with the step that removes it (issue 23 item 2; part 2
// §4 "Campaign", "Data wallet", "Agreements"). The start dialog lists them before anything is
// confirmed, and the API refuses a start with the first one's sentence, so both always agree.
import { z } from 'zod';
import type { MessageKey } from '../messages.ts';
import { campaignEnded, isWalletTerm } from './campaign-status.ts';

export type ActivationFacts = {
  paymentTerm: string;
  /** The client has a card on file. */
  clientHasCard: boolean;
  /** The client's agency bills wholesale (manual_bill T) and its owner has a card. */
  agencyManualBill: boolean;
  agencyOwnerHasCard: boolean;
  /** The agency's Data Wallet balance in cents (manual bill); null when it has none. */
  walletBalanceCents: number | null;
  /** The Data Wallet's beta agreement is still to be accepted by the agency (part 2 §4 Agreements). */
  walletAgreementNeeded: boolean;
  endDate: string | null;
  timeZone: string;
  moduleEnabled: boolean;
  now: Date;
};

/** The step that removes a blocker; the web turns each into a button. */
export const START_FIXES = [
  'enable-product',
  'change-end-date',
  'accept-wallet-agreement',
  'top-up-wallet',
  'add-agency-card',
  'add-client-card',
] as const;
export type StartFix = (typeof START_FIXES)[number];

export type StartBlocker = { reason: MessageKey; fix: StartFix };

/** Who pays for the campaign's leads decides which payment step is missing. */
function paymentBlockers(facts: ActivationFacts): StartBlocker[] {
  if (isWalletTerm(facts.paymentTerm)) {
    // Issue 16: a Prepaid campaign buys its leads up front, from the agency's Data Wallet when the
    // agency bills manually (the wallet opens only after its agreement), else with the client's card.
    if (!facts.agencyManualBill)
      return facts.clientHasCard ? [] : [{ reason: 'campaignNeedsCard', fix: 'add-client-card' }];
    if (facts.walletAgreementNeeded)
      return [{ reason: 'campaignNeedsWalletAgreement', fix: 'accept-wallet-agreement' }];
    return (facts.walletBalanceCents ?? 0) > 0
      ? []
      : [{ reason: 'campaignNeedsWallet', fix: 'top-up-wallet' }];
  }
  if (facts.agencyManualBill)
    return facts.agencyOwnerHasCard ? [] : [{ reason: 'campaignNeedsAgencyCard', fix: 'add-agency-card' }];
  return facts.clientHasCard ? [] : [{ reason: 'campaignNeedsCard', fix: 'add-client-card' }];
}

/** Every blocker of a start, in the order they are best fixed; empty when the campaign may start. */
export function campaignStartBlockers(facts: ActivationFacts): StartBlocker[] {
  const blockers: StartBlocker[] = [];
  if (!facts.moduleEnabled) blockers.push({ reason: 'campaignModuleDisabled', fix: 'enable-product' });
  if (campaignEnded(facts.endDate, facts.timeZone, facts.now))
    blockers.push({ reason: 'campaignEndDatePassed', fix: 'change-end-date' });
  return [...blockers, ...paymentBlockers(facts)];
}

/** What the API refuses a start with: the first blocker, or null when the campaign may start. */
export const activationProblem = (facts: ActivationFacts): MessageKey | null =>
  campaignStartBlockers(facts)[0]?.reason ?? null;

export const startBlockersResponse = z.object({
  leadspeek_api_id: z.string(),
  blockers: z.array(
    z.object({
      /** The sentence the API refuses a start with. */
      message: z.string(),
      fix: z.enum(START_FIXES),
    }),
  ),
  /** The client's owner, whom an agency views as to add the client's card; null when none. */
  client_user_id: z.number().nullable(),
});
export type StartBlockersAnswer = z.infer<typeof startBlockersResponse>;
