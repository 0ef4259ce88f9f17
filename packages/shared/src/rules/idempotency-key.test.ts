// The Idempotency-Key rules (issue 23 item 1; ARCHITECTURE "Every create and money call is idempotent").
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { checkIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency-key.ts';

describe('checkIdempotencyKey', () => {
  it.each([
    ['a UUID', '3f0c2a4e-9d1b-4c55-8a8e-2b7f6a0d9c11', true],
    ['a ULID', '01HZX3J5Q7R8S9T0V1W2X3Y4Z5', true],
    ['8 characters, the shortest', 'abcd1234', true],
    ['128 characters, the longest', 'k'.repeat(128), true],
    ['dots, colons and underscores', 'wizard:save_1.2', true],
    ['spaces around are trimmed', '  abcd-1234  ', true],
    ['7 characters', 'abc1234', false],
    ['129 characters', 'k'.repeat(129), false],
    ['empty', '', false],
    ['a space inside', 'abcd 1234', false],
    ['a slash', 'abcd/1234', false],
    ['a non-ASCII letter', 'clé-12345678', false],
    ['a control character', 'abcd\u00001234', false],
  ])('%s → %s', (_case, sent, ok) => {
    const checked = checkIdempotencyKey(sent);
    expect(checked.ok).toBe(ok);
    if (checked.ok) expect(checked.key).toBe(sent.trim());
    else expect(checked.problem).toBe(messages.idempotencyKeyInvalid);
  });

  it('refuses a header sent twice, and takes one sent once', () => {
    expect(checkIdempotencyKey(['abcd-1234', 'efgh-5678']).ok).toBe(false);
    expect(checkIdempotencyKey(['abcd-1234'])).toEqual({ ok: true, key: 'abcd-1234' });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh key that passes the rules each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
