// Representative zod issues → the one sentence a user reads (issue 14 "Screens that tell the truth").
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, VALIDATOR_JARGON } from './validation-messages.ts';
import './index.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]?.message;
};

describe('validation sentences', () => {
  const rows: [string, z.ZodType, unknown, string][] = [
    [
      'too long a name',
      z.object({ name: z.string().max(120) }),
      { name: 'x'.repeat(121) },
      'Name must be at most 120 characters.',
    ],
    ['missing field', z.object({ companyName: z.string() }), {}, 'Company name is required.'],
    [
      'empty required text',
      z.object({ company_name: z.string().min(1) }),
      { company_name: '' },
      'Company name is required.',
    ],
    [
      'too short',
      z.object({ password: z.string().min(8) }),
      { password: 'abc' },
      'Password must be at least 8 characters.',
    ],
    ['wrong type', z.object({ limit: z.number() }), { limit: 'ten' }, 'Limit must be a number.'],
    [
      'number too big',
      z.object({ leadsPerDay: z.number().max(1000) }),
      { leadsPerDay: 5000 },
      'Leads per day must be at most 1,000.',
    ],
    [
      'number too small (exclusive)',
      z.object({ price: z.number().positive() }),
      { price: 0 },
      'Price must be more than 0.',
    ],
    ['not whole', z.object({ count: z.number().int() }), { count: 1.5 }, 'Count must be a whole number.'],
    ['e-mail format', z.object({ email: z.email() }), { email: 'nope' }, 'Enter a valid e-mail address.'],
    [
      'url format',
      z.object({ website: z.url() }),
      { website: 'nope' },
      'Website must be a web address such as https://www.example.com.',
    ],
    [
      'pattern',
      z.object({ subdomain: z.string().regex(/^[a-z]+$/) }),
      { subdomain: 'A!' },
      'Subdomain contains characters or a form that is not allowed here.',
    ],
    [
      'enum',
      z.object({ status: z.enum(['active', 'paused']) }),
      { status: 'x' },
      'Status must be one of “active”, “paused”.',
    ],
    [
      'list too long',
      z.object({ keywords: z.array(z.string()).max(2) }),
      { keywords: ['a', 'b', 'c'] },
      'Keywords can hold at most 2 entries.',
    ],
    [
      'list empty',
      z.object({ modules: z.array(z.string()).min(1) }),
      { modules: [] },
      'Choose at least one module.',
    ],
    [
      'unknown field',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      'Remove the field “b”: it is not one this form takes.',
    ],
    [
      'nested item',
      z.object({ cities: z.array(z.string().max(3)) }),
      { cities: ['abcd'] },
      'Cities must be at most 3 characters.',
    ],
    [
      'own message wins',
      z.object({ name: z.string().min(1, 'Give it a name.') }),
      { name: '' },
      'Give it a name.',
    ],
    [
      'union',
      z.object({ id: z.union([z.number(), z.literal('all')]) }),
      { id: true },
      'ID is not valid. Check it and try again.',
    ],
    ['missing union', z.object({ id: z.union([z.number(), z.literal('all')]) }), {}, 'ID is required.'],
  ];
  it.each(rows)('%s', (_name, schema, value, sentence) => {
    const message = messageOf(schema, value);
    expect(message).toBe(sentence);
    expect(message).not.toMatch(VALIDATOR_JARGON);
  });

  it('labels fields by their last name', () => {
    expect(fieldLabel(['body', 'campaign_name'])).toBe('Campaign name');
    expect(fieldLabel(['cities', 0])).toBe('Cities');
    expect(fieldLabel(['leadspeekApiId'])).toBe('Campaign ID');
    expect(fieldLabel(['clientId'])).toBe('Client ID');
    expect(fieldLabel([])).toBe('This value');
  });

  it('recognises zod’s own wording as jargon', () => {
    expect('Too big: expected string to have <=120 characters').toMatch(VALIDATOR_JARGON);
    expect('Invalid input: expected number, received string').toMatch(VALIDATOR_JARGON);
    expect('Name must be at most 120 characters.').not.toMatch(VALIDATOR_JARGON);
  });
});
