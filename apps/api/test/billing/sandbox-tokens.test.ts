// The sandbox's card form stand-in: test cards in, tokens out, bad cards refused field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const nextYear = new Date().getUTCFullYear() + 1;
const tokenFor = (number: string, extra: Record<string, unknown> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/tokens',
    payload: { number, exp_month: 12, exp_year: nextYear, cvc: '123', ...extra },
  });

describe('POST /api/payment/sandbox/tokens', () => {
  it('issues a token that carries the brand and last four digits but not the number', async () => {
    const response = await tokenFor('4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    const tokenid: string = response.json().tokenid;
    expect(tokenid).toMatch(/^tok_sandbox_/);
    const decoded = Buffer.from(tokenid.slice('tok_sandbox_'.length), 'base64url').toString();
    expect(decoded).toContain('"last4":"4242"');
    expect(decoded).not.toContain('4242424242424242');
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242424242424241' }, 'number'],
    ['a number too short', { number: '4242' }, 'number'],
    ['a card that expired last year', { exp_year: new Date().getUTCFullYear() - 1 }, 'exp_year'],
    ['a month that does not exist', { exp_month: 13 }, 'exp_month'],
    ['a security code with letters', { cvc: '12a' }, 'cvc'],
  ])('refuses %s naming the field', async (_case, change, field) => {
    const response = await tokenFor('4242424242424242', change);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it.runIf(new Date().getUTCMonth() > 0)(
    'refuses a card that expired earlier this year on exp_month',
    async () => {
      const response = await tokenFor('4242424242424242', {
        exp_month: new Date().getUTCMonth(),
        exp_year: new Date().getUTCFullYear(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ exp_month: 'Your card has expired.' });
    },
  );
});
