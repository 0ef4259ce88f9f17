// Sign-in: password step, then the second factor when the account has one (part 1 §4, §7).
import { AUTH_LIMITS, type LoginResponse, mayUseHost, messages } from '@lead/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { loginChallenges } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  hashPassword,
  newNumericCode,
  newToken,
  passwordMatches,
  sameHash,
  sha256,
} from '../../platform/secrets.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';
import { type Account, findAccountBy } from './accounts.ts';
import { reserveAttempt, throttleLimitsOf } from './login-throttle.ts';
import { loginCodeMail } from './mail-templates.ts';
import { type ClientInfo, openSession } from './sessions.ts';
import { claimTotpCode } from './totp-claim.ts';

const MAX_CODE_ATTEMPTS = 5;
// Verifying against this keeps the timing of an unknown e-mail the same as a wrong password.
const decoyHash = hashPassword('decoy-password-for-timing');

export async function signIn(
  ctx: AppContext,
  input: { username: string; password: string; domainName: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  const attempt = { email: input.username, ip: client.ip ?? 'unknown' };
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), attempt);
  const host = await resolveHostCompany(ctx.db, input.domainName);
  const account = await findAccountBy(ctx.db, { email: input.username });
  const passwordOk = await passwordMatches(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !passwordOk || !mayUseHost(account.lineage, host.id)) {
    throw new AppError(401, 'invalidCredentials');
  }
  if (!account.active) throw new AppError(403, 'accountInactive');
  await reservation.succeeded();

  if (account.twoFactorAuth && account.twoFactorAuthType !== 'none') {
    const challenge = await openChallenge(ctx, account, account.twoFactorAuthType, host.companyName);
    return {
      two_factor_required: true,
      two_factor_auth_type: account.twoFactorAuthType,
      challenge,
      email: account.email,
      message:
        account.twoFactorAuthType === 'email'
          ? messages.codeSent
          : 'Enter the code from your authenticator app.',
    };
  }
  return { access_token: await completeSignIn(ctx, account, client, 'Signed in') };
}

async function completeSignIn(ctx: AppContext, account: Account, client: ClientInfo, description: string) {
  const token = await openSession(ctx.db, account.id, client);
  await writeUserLog(ctx.db, {
    userId: account.id,
    companyId: account.companyId,
    action: 'login',
    description,
    ip: client.ip,
  });
  return token;
}

async function openChallenge(ctx: AppContext, account: Account, kind: 'email' | 'google', brand: string) {
  const challenge = newToken();
  const code = kind === 'email' ? newNumericCode() : null;
  await ctx.db.insert(loginChallenges).values({
    userId: account.id,
    challengeHash: sha256(challenge),
    kind,
    codeHash: code ? sha256(code) : null,
    expiresAt: new Date(Date.now() + AUTH_LIMITS.emailCodeTtlMinutes * 60_000),
  });
  if (code)
    await ctx.mailer.send({ to: account.email, companyId: account.companyId, ...loginCodeMail(brand, code) });
  return challenge;
}

async function openChallengeRow(ctx: AppContext, email: string, challenge: string) {
  const account = await findAccountBy(ctx.db, { email });
  if (!account) throw new AppError(422, 'challengeExpired', { challenge: messages.challengeExpired });
  const [row] = await ctx.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.challengeHash, sha256(challenge)),
        eq(loginChallenges.userId, account.id),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(422, 'challengeExpired', { challenge: messages.challengeExpired });
  return { account, row };
}

export async function verifySecondFactor(
  ctx: AppContext,
  input: { email: string; code: string; challenge: string },
  client: ClientInfo,
): Promise<string> {
  const attempt = { email: input.email, ip: client.ip ?? 'unknown' };
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), attempt);
  const { account, row } = await openChallengeRow(ctx, input.email, input.challenge);
  const codeOk =
    row.kind === 'email'
      ? row.codeHash !== null && sameHash(row.codeHash, sha256(input.code))
      : account.totpSecret !== null &&
        (await claimTotpCode(ctx.db, account.id, account.totpSecret, input.code));
  if (!codeOk) {
    // Too many wrong codes burn the challenge: the password step must be passed again.
    await ctx.db
      .update(loginChallenges)
      .set({
        failedAttempts: sql`${loginChallenges.failedAttempts} + 1`,
        usedAt: row.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? new Date() : null,
      })
      .where(eq(loginChallenges.id, row.id));
    throw new AppError(422, 'codeInvalid', { code: messages.codeInvalid });
  }
  // Single use: only the request that flips used_at gets the session.
  const claimed = await ctx.db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, row.id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (claimed.length === 0) throw new AppError(422, 'codeInvalid', { code: messages.codeInvalid });
  await reservation.succeeded();
  return completeSignIn(ctx, account, client, `Signed in with ${row.kind} two-factor code`);
}

export async function resendLoginCode(
  ctx: AppContext,
  input: { email: string; challenge: string; domainName: string },
): Promise<void> {
  const { account, row } = await openChallengeRow(ctx, input.email, input.challenge);
  if (row.kind !== 'email')
    throw new AppError(422, 'challengeExpired', { challenge: messages.challengeExpired });
  const code = newNumericCode();
  await ctx.db
    .update(loginChallenges)
    .set({
      codeHash: sha256(code),
      failedAttempts: 0,
      expiresAt: new Date(Date.now() + AUTH_LIMITS.emailCodeTtlMinutes * 60_000),
    })
    .where(eq(loginChallenges.id, row.id));
  const host = await resolveHostCompany(ctx.db, input.domainName);
  await ctx.mailer.send({
    to: account.email,
    companyId: account.companyId,
    ...loginCodeMail(host.companyName, code),
  });
}
