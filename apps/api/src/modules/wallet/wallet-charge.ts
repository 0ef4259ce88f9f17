// Charge in the Data Wallet dialog (part 2 §7 chargePrepaidDirectPayment; issue 16 point 2): charges
// the agency owner's card once per idempotency key and credits the wallet. The amount obeys the same
// rule as Save; a decline answers result 'failed' with the provider's reason and changes no balance.
import { randomUUID } from 'node:crypto';
import { centsToDollars, type WalletChargeResponse } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { ProviderUnavailableError } from '../../platform/providers/payment-provider.ts';
import { walletAmountCents } from './wallet-settings.ts';
import { manualTopUpKey, topUpWallet } from './wallet-topup-job.ts';

/**
 * The key a charge happens once by: the body's idempotency_key, else the Idempotency-Key header. The
 * spec's payload carries neither (issue 26): such a call is a charge of its own, as the spec's client
 * expects of one press of Charge.
 */
export const chargeKeyOf = (bodyKey: string | undefined, headerKey: string | undefined): string =>
  bodyKey ?? headerKey ?? `call-${randomUUID()}`;

export async function chargeWallet(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  input: {
    amount: unknown;
    custom_amount: boolean;
    stop_continual: boolean;
    ip_user?: string | null;
    timezone?: string | null;
  },
  key: string,
  ip: string | null,
): Promise<WalletChargeResponse> {
  const cents = walletAmountCents(input.amount, input.custom_amount);
  try {
    const outcome = await topUpWallet(ctx, {
      agencyId: agency.id,
      kind: 'manual',
      key: manualTopUpKey(agency.id, key),
      amountCents: cents,
      userId: actor.userId,
      ipUser: input.ip_user || ip,
      timezone: input.timezone ?? null,
      settings: { customAmount: input.custom_amount, stopContinual: input.stop_continual },
    });
    return {
      result: outcome.result,
      message: outcome.message,
      balance_amount: centsToDollars(outcome.balanceCents),
      balance_cents: outcome.balanceCents,
      replayed: outcome.replayed,
    };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError(503, 'paymentProviderUnavailable');
    throw error;
  }
}
