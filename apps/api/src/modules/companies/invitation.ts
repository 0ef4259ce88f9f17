// The invitation of an added account: a single-use set-password link (the password-reset machinery
// with a longer life), under the brand and host the account signs in on.

import { passwordResets } from '../../db/schema/index.ts';
import type { Company, User } from '../../platform/access/managed-accounts.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';

export const INVITATION_TTL_DAYS = 7;

export function invitationMail(brand: string, name: string, link: string) {
  return {
    subject: `You are invited to ${brand}`,
    text: `Hello ${name},\n\nAn account on ${brand} has been created for you.\n\nOpen this link within ${INVITATION_TTL_DAYS} days to choose your password and sign in:\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.`,
  };
}

export async function sendInvitation(
  ctx: AppContext,
  account: { user: User; company: Company },
): Promise<void> {
  const { user, company } = account;
  const brand = await brandSiteOf(ctx, user, company);
  const token = newToken();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60_000),
  });
  await ctx.mailer.send({
    to: user.email,
    companyId: company.id,
    ...invitationMail(brand.name, user.name, `${brand.origin}/reset-password/${token}`),
  });
}
