// Random tokens for sessions and one-time links, and the hashes we store instead of them.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newNumericCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
