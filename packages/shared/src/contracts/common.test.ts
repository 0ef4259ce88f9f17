import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { id, idOrZero, text } from './common.ts';

describe('text (every contract text input)', () => {
  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F'])(
    'refuses the control character in %j',
    (value) => {
      const parsed = text.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.controlCharacters);
    },
  );

  it.each(['', 'Acme', 'line one\nline two\r\n', 'tab\there', 'ünïcödé 😀'])('accepts %j', (value) => {
    expect(text.safeParse(value).success).toBe(true);
  });
});

describe('id (every route id, int4)', () => {
  it.each([1, '1', ' 42 ', 2 ** 31 - 1, '2147483647'])('accepts %j', (value) => {
    expect(id.safeParse(value).success).toBe(true);
  });

  it.each([2 ** 31, '2147483648', 2 ** 53 - 1, 2 ** 53, '99999999999999999999'])(
    'refuses %j as too large',
    (value) => {
      expect(id.safeParse(value).error?.issues[0]?.message).toBe(messages.numberTooLarge);
    },
  );

  it.each([
    0,
    -1,
    1.5,
    '',
    'abc',
    'NaN',
    true,
    null,
    [1],
    {},
    '1e3',
    '0x10',
    '-1',
    '1.0',
    '+5',
    'Infinity',
    '1\u00002',
  ])('refuses %j', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });

  it('idOrZero also takes 0, and nothing past int4', () => {
    expect(idOrZero.parse('0')).toBe(0);
    expect(idOrZero.safeParse(2 ** 31).success).toBe(false);
  });
});
