// Every refusal a user reads is a sentence (issue 14): zod's own wording ("Too big: expected string
// to have <=120 characters", "Invalid input") never reaches an answer. Checked through the API for a
// too-long name, and over every declared input with the fuzz's hostile values.
import { ALL_ROUTES, VALIDATOR_JARGON } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_VALUES, SEGMENT_VALUES } from '../fuzz/hostile-values.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('a too-long name', () => {
  it('answers 422 with a sentence naming the field and its limit', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { host: 'acme.localhost' },
      payload: {
        companyname: 'x'.repeat(121),
        name: 'Pat Doe',
        email: 'pat@example.com',
        password: 'Strong!pass2026',
        userType: 'client',
        domainName: 'acme.localhost',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string> };
    expect(body.errors.companyname).toBe('Company name must be at most 120 characters.');
    expect(response.body).not.toMatch(VALIDATOR_JARGON);
  });
});

/** The top-level fields of an object schema (unwrapping optional/default/pipe wrappers). */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { _zod?: { def?: { innerType?: unknown; in?: unknown } } })._zod?.def;
    current = def?.innerType ?? def?.in;
  }
  return {};
}

describe('every declared input, with every hostile value', () => {
  it('words each refusal without validator jargon', () => {
    const found = new Set<string>();
    for (const route of ALL_ROUTES) {
      for (const where of ['params', 'query', 'body'] as const) {
        const schema = route[where] as z.ZodType | undefined;
        if (!schema) continue;
        const values = where === 'body' ? BODY_VALUES : SEGMENT_VALUES;
        const fields = fieldsOf(schema);
        const inputs: unknown[] = [null, 'text', 42, [], {}];
        for (const key of Object.keys(fields))
          for (const hostile of values) inputs.push({ [key]: hostile.value });
        for (const input of inputs) {
          const parsed = schema.safeParse(input);
          if (parsed.success) continue;
          for (const issue of parsed.error.issues)
            if (VALIDATOR_JARGON.test(issue.message))
              found.add(`${route.method} ${route.path} ${where}.${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});
