// Save and Stop Continual Topup of the Data Wallet dialog (part 2 §4 'Data wallet', §7
// savePrepaidDirectPayment and stopContinualTopupDirectPayment): Save stores the amount and charges
// nothing; the switch stops or restarts the automatic top-up.
import { centsToDollars, checkWalletAmount, messages } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { lockWallet } from './wallet-funds-job.ts';
import { checkWallet } from './wallet-topup-job.ts';

/** The shared amount rule, refused as 422 naming the field with the spec's sentence. */
export function walletAmountCents(amount: unknown, custom: boolean): number {
  const check = checkWalletAmount(amount, custom);
  if (check.ok) return check.cents;
  const error = new AppError(422, check.messageKey, { amount: check.message });
  // The sentence carries the amount ('The minimum amount is $250'), not only the catalogue's stem.
  error.message = check.message;
  throw error;
}

export async function saveWalletAmount(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  input: { amount: unknown; custom_amount: boolean },
  ip: string | null,
) {
  const cents = walletAmountCents(input.amount, input.custom_amount);
  await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, agency.id);
    await tx.execute(sql`update wallets set amount_cents = ${cents}, custom_amount = ${input.custom_amount},
      updated_at = now() where company_id = ${agency.id}`);
    await logActorAction(
      tx,
      actor,
      ip,
      'payment',
      `Data Wallet amount saved: $${centsToDollars(cents)}${input.custom_amount ? ' (custom)' : ''}`,
    );
  });
  return {
    message: messages.walletSaved,
    amount: centsToDollars(cents),
    amount_cents: cents,
    custom_amount: input.custom_amount ? ('T' as const) : ('F' as const),
  };
}

export async function setContinualTopup(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  stop: boolean,
  ip: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, agency.id);
    await tx.execute(
      sql`update wallets set stop_continual = ${stop}, updated_at = now() where company_id = ${agency.id}`,
    );
    await logActorAction(
      tx,
      actor,
      ip,
      'payment',
      `Data Wallet continual top-up ${stop ? 'stopped' : 'running'}`,
    );
  });
  // Restarting it while the balance is already low tops up now (once per drop, as always).
  if (!stop) await checkWallet(ctx, agency.id);
  return {
    message: stop ? messages.walletContinualStopped : messages.walletContinualRunning,
    stop_continual: stop ? ('T' as const) : ('F' as const),
  };
}
