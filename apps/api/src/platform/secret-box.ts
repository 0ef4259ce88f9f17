// Secrets the platform must read back (an agency's SMTP password), stored encrypted with AES-256-GCM.
// The key is SECRETS_KEY, or a random key kept once in DATA_DIR/secrets.key (one machine only).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

const keys = new Map<string, Buffer>();

function keyOf(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer {
  const cached = keys.get(config.SECRETS_KEY ?? config.DATA_DIR);
  if (cached) return cached;
  let material = config.SECRETS_KEY;
  if (!material) {
    const file = path.join(config.DATA_DIR, 'secrets.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.DATA_DIR, { recursive: true });
      try {
        fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // Another process wrote it first: read theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    material = fs.readFileSync(file, 'utf8').trim();
  }
  const key = createHash('sha256').update(material).digest();
  keys.set(config.SECRETS_KEY ?? config.DATA_DIR, key);
  return key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function sealSecret(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed with another key (SECRETS_KEY changed). */
export function openSecret(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
