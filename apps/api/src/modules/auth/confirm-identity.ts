// Changes that could hand the account to someone else (two-factor, the login e-mail) need more than
// a session: the current password, or a code of the current authenticator app. Wrong passwords and codes
// count toward the sign-in limits, so a stolen session cannot be used to guess either.
import { messages } from '@lead/shared';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordMatches } from '../../platform/secrets.ts';
import { reserveAttempt, throttleLimitsOf } from './login-throttle.ts';
import { claimTotpCode } from './totp-claim.ts';

type Person = {
  id: number;
  email: string;
  passwordHash: string | null;
  twoFactorAuth: boolean;
  twoFactorAuthType: string;
  totpSecret: string | null;
};

export type Proof = { current_password?: string | null; current_code?: string | null };

export async function confirmIdentity(ctx: AppContext, person: Person, proof: Proof, ip: string | null) {
  const authenticator =
    person.twoFactorAuth && person.twoFactorAuthType === 'google' ? person.totpSecret : null;
  const code = authenticator ? proof.current_code : null;
  if (!code && !proof.current_password) {
    throw new AppError(422, 'invalidInput', { current_password: messages.currentPasswordRequired });
  }
  // Codes and passwords alike count toward the sign-in limits: a six-digit code must not be guessable.
  const attempt = { email: person.email, ip: ip ?? 'unknown' };
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), attempt);
  if (authenticator && code) {
    if (!(await claimTotpCode(ctx.db, person.id, authenticator, code)))
      throw new AppError(422, 'codeInvalid', { current_code: messages.codeInvalid });
  } else if (
    !person.passwordHash ||
    !(await passwordMatches(person.passwordHash, proof.current_password ?? ''))
  ) {
    throw new AppError(422, 'currentPasswordInvalid', { current_password: messages.currentPasswordInvalid });
  }
  await reservation.succeeded();
}
