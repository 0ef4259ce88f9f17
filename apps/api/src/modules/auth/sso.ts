// Single sign-on: a short-lived one-time token, exchanged for a session. It follows the view-as rule:
// only for users of companies strictly below the caller's (never its own company or its superiors),
// by a caller whose role may update Settings (declared on the route), and never past the target's
// second factor.
import { AUTH_LIMITS, mayUseHost, messages } from '@lead/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ssoTokens } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { userManagedBy } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction, writeUserLog } from '../../platform/user-log.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';
import { findAccountBy } from './accounts.ts';
import { type ClientInfo, openSession } from './sessions.ts';

const hasSecondFactor = (user: { twoFactorAuth: boolean; twoFactorAuthType: string | null }) =>
  user.twoFactorAuth && user.twoFactorAuthType !== 'none';

export async function issueSsoToken(ctx: AppContext, actor: Actor, userId: number, ip: string | null) {
  const target = await userManagedBy(ctx.db, actor, userId);
  if (!target.user.active) throw notFound();
  if (hasSecondFactor(target.user))
    throw new AppError(422, 'invalidInput', { user_id: messages.ssoTargetHasTwoFactor });
  const token = newToken();
  const expiresAt = new Date(Date.now() + AUTH_LIMITS.ssoTokenTtlMinutes * 60_000);
  await ctx.db
    .insert(ssoTokens)
    .values({ userId, issuedByUserId: actor.userId, tokenHash: sha256(token), expiresAt });
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'sso-token',
    `Issued a sign-in link for ${target.user.email} (user ${target.user.id})`,
  );
  return { token, expiresAt, target };
}

export async function validateSsoToken(
  ctx: AppContext,
  input: { subdomain: string; token: string; currentUserID?: number | '' | null },
  client: ClientInfo,
): Promise<{ accessToken: string; replacesUser: boolean }> {
  const [row] = await ctx.db
    .update(ssoTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ssoTokens.tokenHash, sha256(input.token)),
        isNull(ssoTokens.usedAt),
        gt(ssoTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: ssoTokens.userId, issuedByUserId: ssoTokens.issuedByUserId });
  if (!row) throw new AppError(401, 'ssoTokenInvalid');
  // A link outlives neither its issuer's account nor the issuer's access to the target.
  const issuer = row.issuedByUserId === null ? null : await findAccountBy(ctx.db, { id: row.issuedByUserId });
  if (!issuer?.active) throw new AppError(401, 'ssoTokenInvalid');
  const account = await findAccountBy(ctx.db, { id: row.userId });
  const host = await resolveHostCompany(ctx.db, input.subdomain);
  if (!account?.active || !mayUseHost(account.lineage, host.id) || hasSecondFactor(account))
    throw new AppError(401, 'ssoTokenInvalid');
  const accessToken = await openSession(ctx.db, account.id, client);
  await writeUserLog(ctx.db, {
    userId: account.id,
    companyId: account.companyId,
    action: 'login',
    description: `Signed in through single sign-on issued by user ${row.issuedByUserId}`,
    actingUserId: row.issuedByUserId,
    ip: client.ip,
  });
  const current = input.currentUserID;
  return { accessToken, replacesUser: typeof current === 'number' && current !== account.id };
}
