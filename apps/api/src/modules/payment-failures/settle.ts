// Settlement of a failed payment (PUT /general/manual-bill-settlement, part 2 §4, §8): platform staff
// charge what the agency or client owes now (its failed and open invoices) on its card on file. The
// status clears only when everything is paid (chargeInvoice clears it with the last payment); a
// decline answers 402 with the provider's reason and leaves the status failed.
import { centsToDollars, messages } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { managedAccount, ownsCompany } from '../../platform/access/managed-accounts.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { sumCents } from './outstanding.ts';
import { payOutstanding } from './pay-outstanding.ts';

const dollars = (cents: number) => `$${centsToDollars(cents)}`;

function withText(error: AppError, text: string): AppError {
  error.message = text;
  return error;
}

export async function settleOutstanding(ctx: AppContext, actor: Actor, userId: number, ip: string | null) {
  const { company, rowType } = await managedAccount(ctx.db, actor, userId);
  if (!ownsCompany(rowType)) throw notFound();
  const round = await payOutstanding(ctx, company, 'settlement');
  const numbers = (rows: { number: string }[]) => rows.map((row) => row.number).join(', ');
  const charged =
    round.paid.length > 0
      ? `charged ${dollars(sumCents(round.paid))} (${numbers(round.paid)})`
      : 'charged nothing';
  const trouble = round.declined
    ? `; ${round.declined.invoice.number} declined: ${round.declined.message}`
    : round.unavailable
      ? '; the payment provider did not answer'
      : round.busy.length > 0
        ? `; ${numbers(round.busy)} already being charged`
        : '';
  if (round.outstanding.length > 0 || round.clearedWithoutCharge)
    await logActorAction(
      ctx.db,
      actor,
      ip,
      'settlement',
      `Settlement of ${company.companyName}: ${charged}${trouble}`,
    );
  if (round.declined)
    throw withText(
      new AppError(402, 'settlementDeclined', undefined, undefined, { reason: round.declined.message }),
      messages.settlementDeclined.replace('{reason}', round.declined.message),
    );
  if (round.unavailable) throw new AppError(503, 'settlementFailed');
  if (round.busy.length > 0) throw new AppError(409, 'settlementBusy');
  if (round.outstanding.length === 0 && !round.clearedWithoutCharge)
    throw new AppError(409, 'noFailedPayment');
  return { message: messages.settlementDone };
}
