// The form fields of routes that take a multipart body (uploads): the route declaration's `multipart`
// schema, or for a route not yet declared in packages/shared the one the route fuzz knows.
import { ALL_ROUTES } from '@lead/shared';
import { z } from 'zod';
import type { JsonSchema, Operation } from '../fuzz/openapi-operations.ts';
import { MULTIPART_SCHEMAS } from '../fuzz/route-fuzz.ts';

export function formSchemaOf(operation: Operation): JsonSchema | null {
  const declared = ALL_ROUTES.find((route) => `${route.method} /api${route.path}` === operation.key);
  const schema = declared?.multipart ?? MULTIPART_SCHEMAS[operation.key];
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}

/** A multipart body of text fields (no file: the routes check the caller's ids before the file). */
export function multipartPayload(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `--matrix\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return `${parts.join('')}--matrix--\r\n`;
}

export const MULTIPART_CONTENT_TYPE = 'multipart/form-data; boundary=matrix';
