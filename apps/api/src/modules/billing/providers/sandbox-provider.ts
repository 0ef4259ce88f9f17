// The built-in provider: offline and deterministic. Cards come from sandbox tokens; a connected
// account's state is the holder's own account_status column, advanced by the sandbox onboarding page.
import { cardExpired, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, users } from '../../../db/schema/index.ts';
import type { Queryable } from '../../../platform/db.ts';
import {
  type AccountHolderRef,
  CardDeclinedError,
  CardTokenInvalidError,
  type PaymentProvider,
  type ProviderAccountState,
} from '../../../platform/providers/payment-provider.ts';
import { sha256 } from '../../../platform/secrets.ts';
import { readSandboxToken } from './sandbox-cards.ts';
import { chargeSandboxCard, refundSandboxCharge, setSandboxCardDecline } from './sandbox-charges.ts';

/** What the sandbox says is still missing until onboarding completes, like a fresh Express account. */
const OPEN_REQUIREMENTS = ['external_account', 'business_profile.url'];

export function sandboxAccountState(status: string): ProviderAccountState {
  if (status === 'completed') {
    return { status, chargesEnabled: true, payoutsEnabled: true, requirements: [] };
  }
  return {
    // An account that exists but whose state was never stored is at the start of onboarding.
    status: status === 'inverification' ? 'inverification' : 'pending',
    chargesEnabled: false,
    payoutsEnabled: false,
    requirements: [...OPEN_REQUIREMENTS],
  };
}

export const sandboxAccountId = (holder: AccountHolderRef): string =>
  holder.kind === 'company' ? `acct_sandbox_${holder.id}` : `acct_sandbox_user_${holder.id}`;

export function sandboxAccountHolder(accountId: string): AccountHolderRef | null {
  const match = /^acct_sandbox_(user_)?(\d{1,10})$/.exec(accountId);
  if (!match) return null;
  return { kind: match[1] ? 'user' : 'company', id: Number(match[2]) };
}

export function createSandboxProvider(db: Queryable): PaymentProvider {
  return {
    name: 'sandbox',

    async ensureCustomer({ userId, existingCustomerId }) {
      return { customerId: existingCustomerId || `cus_sandbox_${userId}` };
    },

    // The sandbox's card form makes its own tokens; a setup exists so the interface is the same.
    async createCardSetup({ customerId }) {
      const setupId = `seti_sandbox_${sha256(customerId).slice(0, 16)}`;
      return { setupId, clientSecret: `${setupId}_secret_sandbox` };
    },

    async attachCard({ customerId, tokenId }) {
      const card = readSandboxToken(tokenId);
      if (!card) throw new CardTokenInvalidError(messages.cardTokenInvalid);
      if (card.decline) throw new CardDeclinedError(card.decline);
      if (cardExpired(card.exp_month, card.exp_year, new Date())) {
        throw new CardDeclinedError(messages.cardExpired);
      }
      const paymentMethodId = `pm_sandbox_${sha256(`${customerId}:${tokenId}`).slice(0, 24)}`;
      // A test number that fails at charge time saves fine; the same card entered again starts afresh.
      await setSandboxCardDecline(db, paymentMethodId, card.charge_decline);
      return {
        paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },

    async createConnectedAccount({ holder }) {
      return { accountId: sandboxAccountId(holder) };
    },

    async accountLink({ accountId, returnUrl }) {
      const back = new URL(returnUrl);
      const page = new URL('/sandbox/connect', back.origin);
      page.searchParams.set('account', accountId);
      page.searchParams.set('return', back.pathname + back.search);
      return { url: page.toString() };
    },

    async charge(input) {
      return chargeSandboxCard(db, input);
    },

    async refund(input) {
      return refundSandboxCharge(db, input);
    },

    async accountStatus(accountId) {
      const holder = sandboxAccountHolder(accountId);
      if (!holder) throw new Error(`not a sandbox account: ${accountId}`);
      const table = holder.kind === 'company' ? companies : users;
      const [row] = await db
        .select({ status: table.accountStatus })
        .from(table)
        .where(eq(table.id, holder.id))
        .limit(1);
      if (!row) throw new Error(`unknown sandbox account: ${accountId}`);
      return sandboxAccountState(row.status);
    },
  };
}
