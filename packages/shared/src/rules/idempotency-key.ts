// The Idempotency-Key a client sends with a create or money call (ARCHITECTURE "Every create and money
// call is idempotent"): one key per submission, so a double click or a retry does the thing once.
import { messages } from '../messages.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * 8 to 128 letters, digits, dashes, underscores, dots or colons: a UUID, a ULID or a client's own
 * scheme fits; anything longer or stranger is refused before it reaches the database.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export type IdempotencyKeyCheck = { ok: true; key: string } | { ok: false; problem: string };

/** Checks a key as sent (a header may repeat: only one key is allowed). */
export function checkIdempotencyKey(sent: string | string[]): IdempotencyKeyCheck {
  if (Array.isArray(sent)) {
    if (sent.length !== 1) return { ok: false, problem: messages.idempotencyKeyInvalid };
    return checkIdempotencyKey(sent[0] ?? '');
  }
  const key = sent.trim();
  return IDEMPOTENCY_KEY_PATTERN.test(key)
    ? { ok: true, key }
    : { ok: false, problem: messages.idempotencyKeyInvalid };
}

/** A fresh key for one submission (a UUID where the runtime has one). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (crypto && 'randomUUID' in crypto) return crypto.randomUUID();
  return `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}
