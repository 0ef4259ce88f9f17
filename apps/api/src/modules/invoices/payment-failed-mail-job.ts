// The queued job 'payment-failed-mail' {invoiceId, attemptNo} (issue 15 point 4): after a declined
// charge the payer's owners get an e-mail under their brand (the agency's sender and site for a
// client) with the amount, the invoice number, the provider's reason and what to do: update the card
// on Card Setting, which pays the outstanding amount at once and resumes the paused campaigns. An
// agency whose invoices its Data Wallet pays (issue 16) is told to charge the wallet instead.
import { centsToDollars } from '@lead/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { companies, invoices, paymentAttempts, paymentPauses, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/define-job.ts';
import { walletPaysInvoices } from '../wallet/wallet-funds-job.ts';
import { walletPageUrl } from '../wallet/wallet-mail-job.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';

export type PaymentFailedFacts = {
  invoiceNumber: string;
  amountCents: number;
  reason: string;
  nextAttemptAt: Date | null;
  pausedCampaigns: number;
  brandName: string;
  cardSettingUrl: string;
  /** The Data Wallet, not a card, pays this invoice; the URL opens it. */
  walletUrl?: string;
};

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function paymentFailedMail(facts: PaymentFailedFacts) {
  const amount = `$${centsToDollars(facts.amountCents)}`;
  const paused =
    facts.pausedCampaigns === 0
      ? []
      : [
          `${facts.pausedCampaigns === 1 ? 'One campaign is' : `${facts.pausedCampaigns} campaigns are`} paused until the payment goes through; they resume by themselves once it does.`,
          '',
        ];
  const payer = facts.walletUrl ? 'your Data Wallet' : 'the card on file';
  const retry = facts.nextAttemptAt
    ? `If you do nothing, we will try ${payer} again on ${dayOf(facts.nextAttemptAt)}.`
    : facts.walletUrl
      ? 'We will not try your Data Wallet again by itself: please charge it.'
      : 'We will not try the card on file again: please update it.';
  const whatToDo = facts.walletUrl
    ? [
        'What to do: open your Data Wallet (profile menu → Data Wallet) and charge it. The invoice is paid from the wallet as soon as the charge goes through.',
        facts.walletUrl,
      ]
    : [
        'What to do: open Card Setting and save a card that can pay. The outstanding amount is charged as soon as the card is saved.',
        facts.cardSettingUrl,
      ];
  return {
    subject: `Payment failed: ${amount} for invoice ${facts.invoiceNumber}`,
    text: [
      facts.walletUrl
        ? `Your Data Wallet could not pay ${amount} for invoice ${facts.invoiceNumber}.`
        : `We could not charge ${amount} for invoice ${facts.invoiceNumber}.`,
      `Reason: ${facts.reason}`,
      '',
      ...paused,
      ...whatToDo,
      '',
      retry,
      '',
      `— ${facts.brandName}`,
      '',
    ].join('\n'),
  };
}

const PAYER_OWNERS = ['client', 'userdownline', 'user'] as const;

export async function mailPaymentFailed(ctx: AppContext, invoiceId: number, attemptNo: number) {
  const [row] = await ctx.db
    .select({ invoice: invoices, attempt: paymentAttempts, payer: companies })
    .from(invoices)
    .innerJoin(
      paymentAttempts,
      and(eq(paymentAttempts.invoiceId, invoices.id), eq(paymentAttempts.attemptNo, attemptNo)),
    )
    .innerJoin(companies, eq(companies.id, invoices.payerCompanyId))
    .where(eq(invoices.id, invoiceId));
  if (row?.attempt.status !== 'declined' || row.invoice.status !== 'failed') return;
  const owners = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, row.payer.id),
        inArray(users.userType, [...PAYER_OWNERS]),
        eq(users.active, true),
      ),
    );
  const paused = await ctx.db
    .select({ campaignId: paymentPauses.campaignId })
    .from(paymentPauses)
    .where(eq(paymentPauses.payerCompanyId, row.payer.id));
  const wallet = await walletPaysInvoices(ctx.db, row.invoice);
  for (const owner of owners) {
    const site = await brandSiteOf(ctx, owner, row.payer);
    const mail = paymentFailedMail({
      invoiceNumber: row.invoice.number,
      amountCents: row.invoice.totalCents,
      reason: row.attempt.error ?? 'The card was declined.',
      nextAttemptAt: row.invoice.status === 'failed' ? row.invoice.nextAttemptAt : null,
      pausedCampaigns: paused.length,
      brandName: site.name,
      cardSettingUrl: `${site.origin}/user/card-setting`,
      walletUrl: wallet ? walletPageUrl(site.origin) : undefined,
    });
    await ctx.mailer.send({ to: owner.email, companyId: owner.companyId, ...mail });
  }
}

export const paymentFailedMailJob = defineJob({
  name: 'payment-failed-mail',
  payload: z.object({ invoiceId: z.number().int().positive(), attemptNo: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { invoiceId, attemptNo }) {
    await mailPaymentFailed(ctx, invoiceId, attemptNo);
  },
});
