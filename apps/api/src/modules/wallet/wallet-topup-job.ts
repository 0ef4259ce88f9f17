// Top-ups of the Data Wallet (issue 16 points 2 and 5): Charge in the dialog and the automatic
// top-up, both through `topUpWallet`, which charges the agency owner's card exactly once per
// idempotency key and credits the wallet in the same transaction.
//
// Exactly once: the first request records the key (wallet_topups, unique) under the wallet's lock
// and claims it; concurrent requests with the key wait for its outcome and answer it. The provider
// gets the same key, so a retry after a timeout or a crash is answered the first charge by the
// provider instead of charging again, and the wallet's credit is posted once (its key is the top-up's).
//
// The automatic top-up fires when the balance falls below 10 % of the last balance amount
// (rules/wallet-amount.ts), keyed by the last successful top-up: once per drop. A decline leaves the
// balance as it was, is recorded with its reason and e-mailed; the next drop (after a manual top-up)
// may try again.
import {
  centsToDollars,
  messages,
  WALLET_TOPUP_TRIGGER_PERCENT,
  walletBelowThreshold,
  walletTopUpDue,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { walletTopups } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob, defineScheduledJob } from '../../platform/define-job.ts';
import { AppError } from '../../platform/errors.ts';
import { claimantGone } from '../../platform/process-liveness.ts';
import { CardDeclinedError } from '../../platform/providers/payment-provider.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { chargeInvoice } from '../invoices/charge-invoice.ts';
import { deliverLeadsJob } from '../lead-engine/delivery-job.ts';
import { post } from '../ledger/post.ts';
import {
  lockWallet,
  providerCashOf,
  readWallet,
  releaseHeldLeads,
  rootOfAgency,
  walletAccountOf,
  walletBalance,
} from './wallet-funds-job.ts';
import { walletMailJob } from './wallet-mail-job.ts';

export type TopUpRequest = {
  agencyId: number;
  kind: 'manual' | 'auto';
  /** The full key: 'wallet-{agency}-manual-{client key}' or 'wallet-{agency}-auto-after-{top-up}'. */
  key: string;
  amountCents: number;
  userId?: number | null;
  ipUser?: string | null;
  timezone?: string | null;
  /** The dialog's choices, saved with a manual charge. */
  settings?: { customAmount: boolean; stopContinual: boolean };
};

export type TopUpOutcome = {
  result: 'success' | 'failed';
  message: string;
  balanceCents: number;
  replayed: boolean;
  releasedCampaigns: number[];
  topupId: number | null;
};

type TopupRow = { id: number; amount_cents: number; status: string; error: string | null; kind: string };

export const manualTopUpKey = (agencyId: number, clientKey: string) =>
  `wallet-${agencyId}-manual-${clientKey}`;
export const autoTopUpKey = (agencyId: number, afterTopupId: number | null) =>
  `wallet-${agencyId}-auto-after-${afterTopupId ?? 0}`;

const declinedMessage = (reason: string) => messages.walletChargeDeclined.replace('{reason}', reason);

async function cardOfAgency(db: Queryable, agencyId: number, provider: string) {
  const { rows } = await db.execute<{
    provider: string;
    provider_customer_id: string;
    provider_payment_method_id: string;
    last4: string;
  }>(sql`
    select provider, provider_customer_id, provider_payment_method_id, last4 from payment_cards
    where company_id = ${agencyId} order by created_at desc, id desc limit 1`);
  const card = rows[0];
  return card && card.provider === provider ? card : null;
}

/** The last four digits of the card a top-up would charge, or null. */
export async function walletCardLast4(ctx: AppContext, agencyId: number): Promise<string | null> {
  return (await cardOfAgency(ctx.db, agencyId, ctx.payments.name))?.last4 ?? null;
}

/** The id of the last successful top-up (what an automatic top-up's key follows). */
async function lastTopupId(db: Queryable, agencyId: number): Promise<number | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from wallet_topups where company_id = ${agencyId} and status = 'succeeded'
    order by id desc limit 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * A claim older than this is a crashed request's: the next request with the key takes it over (at once
 * when its process is known to have died, process-liveness.ts).
 */
const STALE_CLAIM_SECONDS = 120;

/** In SQL: the top-up's claim may be taken (none, stale, or its process has died). */
export const claimFree = (now: Date) => sql`(${walletTopups.claimedAt} is null
  or ${walletTopups.claimedAt} < ${now}::timestamptz - make_interval(secs => ${STALE_CLAIM_SECONDS})
  or ${claimantGone(walletTopups.claimedBy)})`;
/** How long a request waits for another one charging the same key before answering 'in progress'. */
const WAIT_FOR_CLAIM_MS = 20_000;

type Claim =
  | { kind: 'done'; outcome: TopUpOutcome }
  | { kind: 'wait'; topupId: number }
  | { kind: 'charge'; topupId: number; card: NonNullable<Awaited<ReturnType<typeof cardOfAgency>>> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readTopup(db: Queryable, key: string): Promise<TopupRow | null> {
  const { rows } = await db.execute<TopupRow & { claimed_at: Date | string | null }>(sql`
    select id, amount_cents, status, error, kind, claimed_at from wallet_topups where idempotency_key = ${key}`);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), amount_cents: Number(row.amount_cents) } : null;
}

const replayOf = (row: TopupRow, balanceCents: number): TopUpOutcome => ({
  result: row.status === 'succeeded' ? 'success' : 'failed',
  message: row.status === 'succeeded' ? messages.walletCharged : declinedMessage(row.error ?? ''),
  balanceCents,
  replayed: true,
  releasedCampaigns: [],
  topupId: row.id,
});

/**
 * Charges the agency's card and credits the wallet, once per key. Three short steps, so no database
 * connection waits on the provider: claim the key under the wallet's lock (a second request with the
 * key waits for the first one's outcome and answers it); charge the provider with the key; settle
 * under the lock again (credit, release held leads, the new last balance). Throws 409 when the key was
 * used with another amount, ProviderUnavailableError when the provider did not answer (the claim is
 * released: a retry with the key is answered the provider's first result).
 */
export async function topUpWallet(
  ctx: AppContext,
  request: TopUpRequest,
  now = new Date(),
): Promise<TopUpOutcome> {
  const { agencyId } = request;
  const claim = await ctx.db.transaction(async (tx): Promise<Claim> => {
    await lockWallet(tx, agencyId);
    let row = await readTopup(tx, request.key);
    if (row && row.amount_cents !== request.amountCents) throw new AppError(409, 'walletKeyReused');
    if (row && row.status !== 'pending')
      return { kind: 'done', outcome: replayOf(row, await walletBalance(tx, agencyId)) };
    if (row) {
      // A claim is taken over when it is stale, or at once when the process that made it has died.
      const taken = await tx.execute(sql`update wallet_topups
        set claimed_at = ${now}, claimed_by = ${ctx.processKey ?? null}
        where id = ${row.id} and ${claimFree(now)}`);
      if ((taken.rowCount ?? 0) === 0) return { kind: 'wait', topupId: row.id };
    } else {
      const { rows: inserted } = await tx.execute<{ id: string }>(sql`
        insert into wallet_topups (company_id, kind, idempotency_key, amount_cents, user_id, ip_user, timezone,
          claimed_at, claimed_by, created_at)
        values (${agencyId}, ${request.kind}, ${request.key}, ${request.amountCents}, ${request.userId ?? null},
          ${request.ipUser ?? null}, ${request.timezone ?? null}, ${now}, ${ctx.processKey ?? null}, ${now})
        returning id`);
      row = {
        id: Number(inserted[0]?.id),
        amount_cents: request.amountCents,
        status: 'pending',
        error: null,
        kind: request.kind,
      };
    }
    if (request.settings)
      await tx.execute(sql`update wallets set amount_cents = ${request.amountCents},
        custom_amount = ${request.settings.customAmount}, stop_continual = ${request.settings.stopContinual},
        updated_at = ${now} where company_id = ${agencyId}`);
    const card = await cardOfAgency(tx, agencyId, ctx.payments.name);
    if (card) return { kind: 'charge', topupId: row.id, card };
    return { kind: 'done', outcome: await declineTopup(tx, request, row.id, messages.walletNoCard, now) };
  });

  let outcome: TopUpOutcome;
  if (claim.kind === 'done') outcome = claim.outcome;
  else if (claim.kind === 'wait') outcome = await waitForTopup(ctx, request);
  else outcome = await chargeClaimed(ctx, request, claim.topupId, claim.card, now);

  for (const campaignId of outcome.releasedCampaigns) await ctx.queue.send(deliverLeadsJob, { campaignId });
  // The agency's invoices the wallet could not pay are paid now that it can (issue 15's failed path).
  if (outcome.result === 'success' && !outcome.replayed) await settleFailedInvoices(ctx, agencyId, now);
  if (outcome.result === 'failed' && !outcome.replayed) {
    const wallet = await readWallet(ctx.db, agencyId);
    await ctx.queue.send(walletMailJob, {
      companyId: agencyId,
      kind: 'topup-failed',
      balanceCents: outcome.balanceCents,
      amountCents: request.amountCents,
      thresholdCents: thresholdOf(wallet?.last_balance_cents ?? 0),
      reason: outcome.message,
      pausedCampaigns: 0,
    });
  }
  return outcome;
}

async function settleFailedInvoices(ctx: AppContext, agencyId: number, now: Date): Promise<void> {
  const { rows } = await ctx.db.execute<{ id: string }>(sql`
    select id from invoices where payer_company_id = ${agencyId} and level = 'agency' and status = 'failed'
    order by id`);
  for (const row of rows) await chargeInvoice(ctx, Number(row.id), 'settlement', now);
}

async function declineTopup(
  db: Queryable,
  request: TopUpRequest,
  topupId: number,
  reason: string,
  now: Date,
): Promise<TopUpOutcome> {
  await db.execute(sql`update wallet_topups set status = 'declined', error = ${reason}, finished_at = ${now},
    claimed_at = null where id = ${topupId} and status = 'pending'`);
  await writeUserLog(db, {
    userId: request.userId ?? null,
    companyId: request.agencyId,
    action: 'payment',
    description: `Data Wallet ${request.kind} top-up of $${centsToDollars(request.amountCents)} declined: ${reason}`,
    ip: request.ipUser ?? null,
  });
  return {
    result: 'failed',
    message: declinedMessage(reason),
    balanceCents: await walletBalance(db, request.agencyId),
    replayed: false,
    releasedCampaigns: [],
    topupId,
  };
}

/** Another request holds the key: its outcome is this one's answer. */
async function waitForTopup(ctx: AppContext, request: TopUpRequest): Promise<TopUpOutcome> {
  const until = Date.now() + WAIT_FOR_CLAIM_MS;
  while (Date.now() < until) {
    await sleep(50);
    const row = await readTopup(ctx.db, request.key);
    if (row && row.status !== 'pending') return replayOf(row, await walletBalance(ctx.db, request.agencyId));
  }
  throw new AppError(409, 'walletChargeInProgress');
}

async function chargeClaimed(
  ctx: AppContext,
  request: TopUpRequest,
  topupId: number,
  card: NonNullable<Awaited<ReturnType<typeof cardOfAgency>>>,
  now: Date,
): Promise<TopUpOutcome> {
  const { agencyId } = request;
  let chargeId: string;
  try {
    ({ chargeId } = await ctx.payments.charge({
      customerId: card.provider_customer_id,
      paymentMethodId: card.provider_payment_method_id,
      amountCents: request.amountCents,
      idempotencyKey: request.key,
      description: 'Data Wallet top-up (non-refundable)',
      metadata: { wallet_company_id: String(agencyId), wallet_topup_id: String(topupId) },
    }));
  } catch (error) {
    if (error instanceof CardDeclinedError)
      return ctx.db.transaction(async (tx) => {
        await lockWallet(tx, agencyId);
        return declineTopup(tx, request, topupId, error.message, now);
      });
    // No answer: the claim is let go, so a retry with the key asks the provider again (same key).
    await ctx.db.execute(
      sql`update wallet_topups set claimed_at = null where id = ${topupId} and status = 'pending'`,
    );
    throw error;
  }
  return ctx.db.transaction(async (tx): Promise<TopUpOutcome> => {
    await lockWallet(tx, agencyId);
    const settled =
      await tx.execute(sql`update wallet_topups set status = 'succeeded', provider_charge_id = ${chargeId},
      finished_at = ${now}, claimed_at = null where id = ${topupId} and status = 'pending'`);
    if ((settled.rowCount ?? 0) === 0) {
      const row = await readTopup(tx, request.key);
      if (row) return replayOf(row, await walletBalance(tx, agencyId));
    }
    const rootId = await rootOfAgency(tx, agencyId);
    await post(tx, [
      {
        key: `wallet:topup:${topupId}`,
        debit: providerCashOf(rootId),
        credit: walletAccountOf(agencyId),
        amountCents: request.amountCents,
        memo:
          request.kind === 'auto'
            ? `Automatic top-up by card ending ${card.last4}`
            : `Top-up by card ending ${card.last4}`,
      },
    ]);
    const releasedCampaigns = await releaseHeldLeads(tx, agencyId, now);
    const balanceCents = await walletBalance(tx, agencyId);
    await tx.execute(sql`update wallets set last_balance_cents = ${Math.max(balanceCents, 0)},
      activated_at = coalesce(activated_at, ${now}), updated_at = ${now} where company_id = ${agencyId}`);
    await writeUserLog(tx, {
      userId: request.userId ?? null,
      companyId: agencyId,
      action: 'payment',
      description: `Data Wallet ${request.kind} top-up of $${centsToDollars(request.amountCents)} paid; balance $${centsToDollars(balanceCents)}`,
      ip: request.ipUser ?? null,
    });
    return {
      result: 'success',
      message: messages.walletCharged,
      balanceCents,
      replayed: false,
      releasedCampaigns,
      topupId,
    };
  });
}

const thresholdOf = (lastBalanceCents: number) =>
  Math.floor((lastBalanceCents * WALLET_TOPUP_TRIGGER_PERCENT) / 100);

/**
 * After the balance moved: the automatic top-up when it is due (once per drop), or the low-balance
 * e-mail when continual top-up is stopped (once per drop), and the paused-campaigns e-mail.
 */
export async function checkWallet(
  ctx: AppContext,
  agencyId: number,
  events: { paused?: number } = {},
  now = new Date(),
): Promise<TopUpOutcome | null> {
  const wallet = await readWallet(ctx.db, agencyId);
  if (!wallet?.activated_at) return null;
  const balanceCents = await walletBalance(ctx.db, agencyId);
  const facts = {
    balanceCents,
    lastBalanceCents: wallet.last_balance_cents,
    stopContinual: wallet.stop_continual,
  };
  const mail = (kind: 'low-balance' | 'campaigns-paused', pausedCampaigns = 0) =>
    ctx.queue.send(walletMailJob, {
      companyId: agencyId,
      kind,
      balanceCents,
      amountCents: wallet.amount_cents,
      thresholdCents: thresholdOf(wallet.last_balance_cents),
      reason: null,
      pausedCampaigns,
    });
  if (events.paused && events.paused > 0) await mail('campaigns-paused', events.paused);
  const after = await lastTopupId(ctx.db, agencyId);
  if (walletTopUpDue(facts))
    return topUpWallet(
      ctx,
      { agencyId, kind: 'auto', key: autoTopUpKey(agencyId, after), amountCents: wallet.amount_cents },
      now,
    );
  if (wallet.stop_continual && walletBelowThreshold(balanceCents, wallet.last_balance_cents)) {
    // One e-mail per drop: claimed by the top-up it follows.
    const claimed = await ctx.db.execute(sql`
      update wallets set low_balance_mailed_after = ${after ?? 0}
      where company_id = ${agencyId} and low_balance_mailed_after is distinct from ${after ?? 0}`);
    if ((claimed.rowCount ?? 0) > 0) await mail('low-balance');
  }
  return null;
}

/** Queued after lead debits commit: the top-up check and the e-mails of one agency. */
export const walletCheckJob = defineJob({
  name: 'wallet-check',
  payload: z.object({
    companyId: z.number().int().positive(),
    paused: z.number().int().nonnegative().default(0),
  }),
  retry: { limit: 3 },
  async run(ctx, { companyId, paused }) {
    await checkWallet(ctx, companyId, { paused });
  },
});

/** Every 10 minutes: a check that was lost (a crash between a debit and its queued check) still happens. */
export const walletSweepJob = defineScheduledJob({
  name: 'wallet-sweep',
  cron: '*/10 * * * *',
  async run(ctx) {
    const { rows } = await ctx.db.execute<{ company_id: number }>(sql`
      select company_id from wallets where activated_at is not null and last_balance_cents > 0`);
    for (const row of rows) await checkWallet(ctx, row.company_id);
  },
});
