import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { phoneProblem } from './phone.ts';

describe('phone input (part 1 §5: validated per country, example hint, Choose country)', () => {
  it.each([
    ['valid US number', '(312) 555-0123', 'US', null],
    ['valid UK mobile', '07400 123456', 'GB', null],
    ['empty is not this rule’s business', '', 'US', null],
  ])('%s', (_case, number, country, expected) => {
    expect(phoneProblem(number, country)).toBe(expected);
  });

  it('a number without a country asks to choose one', () => {
    expect(phoneProblem('3125550123', '')).toEqual({ message: messages.chooseCountry, example: null });
  });

  it('an invalid number names an example for the country', () => {
    const problem = phoneProblem('12', 'US');
    expect(problem?.message).toContain(messages.invalidPhone);
    expect(problem?.example).toMatch(/\d{3}/);
  });
});
