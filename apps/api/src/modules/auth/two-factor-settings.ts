// Two-factor settings of part 1 §4: email or google; choosing none (or the same again) turns it off.
import { messages, type TwoFactorSetting, type TwoFactorUpdateRequest } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { confirmIdentity } from './confirm-identity.ts';
import { newTotpSecret, totpQrSvg, totpStepOf } from './totp.ts';

const settingOf = (user: {
  twoFactorAuth: boolean;
  twoFactorAuthType: TwoFactorSetting['two_factor_auth_type'];
}) => ({
  two_factor_auth: user.twoFactorAuth,
  two_factor_auth_type: user.twoFactorAuth ? user.twoFactorAuthType : 'none',
});

export async function readTwoFactor(
  ctx: AppContext,
  actor: Actor,
  userId: number,
): Promise<TwoFactorSetting> {
  return settingOf(await ownUser(ctx.db, actor, userId));
}

/** A fresh secret for the authenticator app; it takes effect only once a code from it is confirmed. */
export async function startGoogleSetup(ctx: AppContext, actor: Actor, userId: number, companyId: number) {
  const user = await ownUser(ctx.db, actor, userId);
  if (user.companyId !== companyId) throw notFound();
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  const secret = newTotpSecret();
  await ctx.db.update(users).set({ pendingTotpSecret: secret }).where(eq(users.id, user.id));
  return {
    secretKey: secret,
    qrCodeUrl: await totpQrSvg(secret, company?.companyName ?? 'Lead Platform', user.email),
  };
}

export async function updateTwoFactor(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  input: TwoFactorUpdateRequest,
  ip: string | null,
) {
  const user = await ownUser(ctx.db, actor, userId);
  // Any change: turning it off weakens the account, turning an authenticator on could lock its owner out.
  await confirmIdentity(ctx, user, input, ip);
  const enabling = input.two_factor_auth && input.two_factor_auth_type !== 'none';
  let change: Partial<typeof users.$inferInsert> = {
    twoFactorAuth: false,
    twoFactorAuthType: 'none',
    totpSecret: null,
  };
  if (enabling && input.two_factor_auth_type === 'email') {
    change = { twoFactorAuth: true, twoFactorAuthType: 'email', totpSecret: null };
  }
  if (enabling && input.two_factor_auth_type === 'google') {
    const secret = user.pendingTotpSecret;
    if (!secret || secret !== input.secretKey) {
      throw new AppError(422, 'googleCodeInvalid', {
        secretKey: 'Open the authenticator setup again to get a new key.',
      });
    }
    const step = totpStepOf(secret, input.code ?? '');
    if (step === null) {
      throw new AppError(422, 'googleCodeInvalid', { code: messages.googleCodeInvalid });
    }
    change = {
      twoFactorAuth: true,
      twoFactorAuthType: 'google',
      totpSecret: secret,
      pendingTotpSecret: null,
      // The confirming code is spent: it cannot sign in afterwards.
      totpLastStep: step,
    };
  }
  const [updated] = await ctx.db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound();
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'two-factor',
    enabling
      ? `Two-factor authentication set to ${input.two_factor_auth_type}`
      : 'Two-factor authentication turned off',
  );
  return { message: enabling ? messages.twoFactorSaved : messages.twoFactorDisabled, ...settingOf(updated) };
}
