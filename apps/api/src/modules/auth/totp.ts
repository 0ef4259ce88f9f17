// Google Authenticator (TOTP, RFC 6238) secrets, QR codes and code checks.
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

function totpFor(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

const PERIOD_MS = 30_000;

/** The time step (30-second counter) the code belongs to, or null when it matches none near now.
 * One step of clock drift either way is accepted, as authenticator apps expect. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, 'check', 'check').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

export function currentTotpCode(secret: string, timestamp = Date.now()): string {
  return totpFor(secret, 'check', 'check').generate({ timestamp });
}

export async function totpQrSvg(secret: string, issuer: string, label: string): Promise<string> {
  return QRCode.toString(totpFor(secret, issuer, label).toString(), { type: 'svg', margin: 1 });
}
