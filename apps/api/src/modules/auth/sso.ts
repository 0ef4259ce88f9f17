// Single sign-on: a short-lived one-time token, issued for a user in scope, exchanged for a session.
import { AUTH_LIMITS, mayUseHost } from '@lead/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { ssoTokens } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction, writeUserLog } from '../../platform/user-log.ts';
import { resolveHostCompany } from '../tenancy/host-company.ts';
import { findUserInScope } from '../users/users-in-scope.ts';
import { findAccountBy } from './accounts.ts';
import { type ClientInfo, openSession } from './sessions.ts';

export async function issueSsoToken(ctx: AppContext, actor: Actor, userId: number, ip: string | null) {
  const target = await findUserInScope(ctx.db, actor.scope, userId);
  if (!target) throw notFound();
  const token = newToken();
  await ctx.db.insert(ssoTokens).values({
    userId,
    issuedByUserId: actor.userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + AUTH_LIMITS.ssoTokenTtlMinutes * 60_000),
  });
  await logActorAction(ctx.db, actor, ip, 'sso-token', `Issued a sign-in link for ${target.user.email}`);
  return token;
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
    .returning({ userId: ssoTokens.userId });
  if (!row) throw new AppError(401, 'ssoTokenInvalid');
  const account = await findAccountBy(ctx.db, { id: row.userId });
  const host = await resolveHostCompany(ctx.db, input.subdomain);
  if (!account?.active || !mayUseHost(account.lineage, host.id)) throw new AppError(401, 'ssoTokenInvalid');
  const accessToken = await openSession(ctx.db, account.id, client);
  await writeUserLog(ctx.db, {
    userId: account.id,
    companyId: account.companyId,
    action: 'login',
    description: 'Signed in through single sign-on',
    ip: client.ip,
  });
  const current = input.currentUserID;
  return { accessToken, replacesUser: typeof current === 'number' && current !== account.id };
}
