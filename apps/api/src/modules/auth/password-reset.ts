// Forgotten password: an e-mailed, single-use link that expires, then a new password.
import { AUTH_LIMITS, mayUseHost } from '@lead/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, newToken, sha256 } from '../../platform/secrets.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { siteOfBrand } from '../white-label/brand-site.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';
import { findAccountBy } from './accounts.ts';
import { passwordResetMail } from './mail-templates.ts';
import { revokeAllSessions } from './sessions.ts';

/** Answers the same whether or not the account exists, so it cannot be used to find accounts. */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; domainName: string },
): Promise<void> {
  const host = await resolveHostCompany(ctx.db, input.domainName);
  const account = await findAccountBy(ctx.db, { email: input.email });
  if (!account?.active || !mayUseHost(account.lineage, host.id)) return;
  const token = newToken();
  await ctx.db.insert(passwordResets).values({
    userId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + AUTH_LIMITS.passwordResetTtlMinutes * 60_000),
  });
  // The brand whose site the person used (checked above); its link is the configured host, never
  // the request's Host header.
  const site = await siteOfBrand(ctx, host);
  await ctx.mailer.send({
    to: account.email,
    companyId: account.companyId,
    ...passwordResetMail(site.name, `${site.origin}/reset-password/${token}`),
  });
}

async function openReset(ctx: AppContext, token: string) {
  const [reset] = await ctx.db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      email: users.email,
      companyId: users.companyId,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        isNull(users.removedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset) throw new AppError(410, 'resetLinkInvalid');
  return reset;
}

export async function checkPasswordReset(ctx: AppContext, token: string): Promise<{ email: string }> {
  const reset = await openReset(ctx, token);
  return { email: reset.email };
}

export async function completePasswordReset(
  ctx: AppContext,
  input: { token: string; password: string },
  ip: string | null,
): Promise<void> {
  const reset = await openReset(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw new AppError(410, 'resetLinkInvalid');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await revokeAllSessions(tx, reset.userId);
    await writeUserLog(tx, {
      userId: reset.userId,
      companyId: reset.companyId,
      action: 'password-reset',
      description: 'Password reset through the e-mailed link',
      ip,
    });
  });
}
