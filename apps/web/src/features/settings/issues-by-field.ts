import type { z } from 'zod';

/** The first problem of each field of a failed shared-schema check, keyed like the server's errors. */
export function issuesByField(error: z.ZodError | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error?.issues ?? []) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}
