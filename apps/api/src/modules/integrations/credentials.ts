// Credentials of a connected integration: sealed as one JSON object with AES-256-GCM
// (platform/secret-box.ts, SECRETS_KEY or the data folder's key), opened only to talk to the
// provider, never answered by the API (answers carry the saved field names only).
import { randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import type { Credentials } from './connector.ts';

type KeyConfig = Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>;

export function sealCredentials(config: KeyConfig, credentials: Credentials): string {
  return sealSecret(config, JSON.stringify(credentials));
}

/** The credentials, or null when they cannot be opened (SECRETS_KEY changed) or there are none. */
export function openCredentials(config: KeyConfig, sealed: string | null): Credentials | null {
  if (!sealed) return null;
  const plain = openSecret(config, sealed);
  if (plain === null) return null;
  try {
    const parsed = JSON.parse(plain) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

/** A Standard Webhooks signing secret: "whsec_" and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** What the screens show of a secret: its last four characters. */
export const secretHint = (secret: string): string => `whsec_…${secret.slice(-4)}`;
