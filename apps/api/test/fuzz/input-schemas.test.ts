// Every input the API reads is declared with the shared schemas: each text (path segment, query value,
// body field) refuses control characters, and each number has an upper bound. Read from the OpenAPI
// document, so a new route or field that forgets it fails here before any attacker finds it.
import { text } from '@lead/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type JsonSchema, operationsOf } from './openapi-operations.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const TEXT_PATTERN = (z.toJSONSchema(text) as JsonSchema).pattern;
/** zod's string formats check the whole value against a pattern of allowed characters. */
const WHITELIST_FORMATS = new Set(['uuid', 'email', 'date', 'date-time', 'time', 'ipv4', 'ipv6', 'uri']);
/** An anchored pattern of allowed characters (`^\\d{1,12}$`): no wildcard, negated class or \\S. */
const isWhitelist = (pattern: string) =>
  /^\^.*\$$/.test(pattern) && !/(^|[^\\])\.|\[\^|\\[SDWP]/.test(pattern);

/** Inputs checked elsewhere, and where. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  // The pixel's event as JSON text: the ingest module checks the fields it reads on its hot path,
  // and the global guard refuses raw control characters in any query value.
  'GET /api/pixel/event.gif query d': 'ingest module',
};

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Lines naming each unguarded text and unbounded number under `schema`. */
function problemsOf(schema: JsonSchema | undefined, where: string): string[] {
  if (!schema) return [];
  const problems: string[] = [];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    problems.push(...problemsOf(option, where));
  const types = typesOf(schema);
  const closed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && !closed) {
    const patterns = patternsOf(schema);
    const guarded =
      patterns.includes(TEXT_PATTERN ?? '') ||
      patterns.some(isWhitelist) ||
      WHITELIST_FORMATS.has(schema.format ?? '');
    if (!guarded) problems.push(`${where}: text without the shared control-character check`);
  }
  if ((types.includes('integer') || types.includes('number')) && !closed && schema.maximum === undefined)
    problems.push(`${where}: number without an upper bound`);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    problems.push(...problemsOf(property, `${where}.${key}`));
  if (schema.items) problems.push(...problemsOf(schema.items, `${where}[]`));
  if (typeof schema.additionalProperties === 'object')
    problems.push(...problemsOf(schema.additionalProperties, `${where}{}`));
  return problems;
}

it('checks every text input for control characters and bounds every number', () => {
  const problems = operationsOf(test.app).flatMap((operation) => [
    ...operation.parameters
      .filter((parameter) => !(`${operation.key} ${parameter.in} ${parameter.name}` in CHECKED_ELSEWHERE))
      .flatMap((parameter) =>
        problemsOf(parameter.schema, `${operation.key} ${parameter.in} ${parameter.name}`),
      ),
    ...problemsOf(operation.body ?? undefined, `${operation.key} body`),
  ]);
  expect(problems).toEqual([]);
});
