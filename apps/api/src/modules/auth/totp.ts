// Google Authenticator (TOTP, RFC 6238) secrets, QR codes and code checks.
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

function totpFor(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/** One step of clock drift either way is accepted, as authenticator apps expect. */
export function totpCodeMatches(secret: string, code: string): boolean {
  return totpFor(secret, 'check', 'check').validate({ token: code, window: 1 }) !== null;
}

export function currentTotpCode(secret: string): string {
  return totpFor(secret, 'check', 'check').generate();
}

export async function totpQrSvg(secret: string, issuer: string, label: string): Promise<string> {
  return QRCode.toString(totpFor(secret, issuer, label).toString(), { type: 'svg', margin: 1 });
}
