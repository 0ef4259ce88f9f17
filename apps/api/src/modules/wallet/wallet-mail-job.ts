// The queued job 'wallet-mail' (issue 16 point 5): the owners of a manual-bill agency are e-mailed
// when a top-up fails, when the balance falls below the threshold with continual top-up stopped, and
// when its clients' campaigns pause because the wallet cannot pay their leads. Each mail says what
// happened and what to do; the sender and links are the agency's brand.
import { centsToDollars } from '@lead/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/define-job.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';

/** The page whose profile menu opens the Data Wallet, on the brand's own site. */
export const walletPageUrl = (origin: string) => `${origin}/user/profile-setup-v1`;

export const WALLET_MAIL_KINDS = ['topup-failed', 'low-balance', 'campaigns-paused'] as const;
export type WalletMailKind = (typeof WALLET_MAIL_KINDS)[number];

export type WalletMailFacts = {
  kind: WalletMailKind;
  balanceCents: number;
  amountCents: number;
  thresholdCents: number;
  reason: string | null;
  pausedCampaigns: number;
  brandName: string;
  walletUrl: string;
};

export function walletMail(facts: WalletMailFacts) {
  const balance = `$${centsToDollars(facts.balanceCents)}`;
  const open = ['Open your Data Wallet (profile menu → Data Wallet):', facts.walletUrl, ''];
  const sign = [`— ${facts.brandName}`, ''];
  if (facts.kind === 'topup-failed')
    return {
      subject: `Data Wallet top-up of $${centsToDollars(facts.amountCents)} failed`,
      text: [
        `We could not charge $${centsToDollars(facts.amountCents)} to top up your Data Wallet. Nothing was charged.`,
        `Reason: ${facts.reason ?? 'The card was declined.'}`,
        `Your balance stays ${balance}.`,
        '',
        'What to do: update the card in Card Setting, then Charge the wallet again.',
        ...open,
        ...sign,
      ].join('\n'),
    };
  if (facts.kind === 'low-balance')
    return {
      subject: `Your Data Wallet balance is low: ${balance}`,
      text: [
        `Your Data Wallet balance is ${balance}, below $${centsToDollars(facts.thresholdCents)} (10% of its last balance).`,
        'Continual top-up is stopped, so it will not top up by itself. When the balance cannot pay a lead, the lead is held and your clients’ campaigns pause.',
        '',
        'What to do: Charge the wallet, or turn continual top-up back on.',
        ...open,
        ...sign,
      ].join('\n'),
    };
  return {
    subject: 'Campaigns paused: your Data Wallet cannot pay new leads',
    text: [
      `Your Data Wallet balance (${balance}) cannot pay your clients’ new leads.`,
      `${facts.pausedCampaigns === 1 ? 'One campaign was' : `${facts.pausedCampaigns} campaigns were`} paused. The leads that came in are held, not lost: they are delivered in order once the wallet is topped up, and the paused campaigns resume by themselves.`,
      '',
      'What to do: Charge the wallet.',
      ...open,
      ...sign,
    ].join('\n'),
  };
}

const OWNERS = ['userdownline', 'user'] as const;

export async function sendWalletMail(
  ctx: AppContext,
  payload: {
    companyId: number;
    kind: WalletMailKind;
    balanceCents: number;
    amountCents: number;
    thresholdCents: number;
    reason: string | null;
    pausedCampaigns: number;
  },
) {
  const [agency] = await ctx.db.select().from(companies).where(eq(companies.id, payload.companyId));
  if (!agency) return;
  const owners = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, agency.id), inArray(users.userType, [...OWNERS]), eq(users.active, true)));
  for (const owner of owners) {
    const site = await brandSiteOf(ctx, owner, agency);
    const mail = walletMail({
      ...payload,
      brandName: site.name,
      walletUrl: walletPageUrl(site.origin),
    });
    await ctx.mailer.send({ to: owner.email, companyId: owner.companyId, ...mail });
  }
}

export const walletMailJob = defineJob({
  name: 'wallet-mail',
  payload: z.object({
    companyId: z.number().int().positive(),
    kind: z.enum(WALLET_MAIL_KINDS),
    balanceCents: z.number().int(),
    amountCents: z.number().int().nonnegative(),
    thresholdCents: z.number().int().nonnegative(),
    reason: z.string().nullable(),
    pausedCampaigns: z.number().int().nonnegative(),
  }),
  retry: { limit: 5 },
  async run(ctx, payload) {
    await sendWalletMail(ctx, payload);
  },
});
