// One error shape for every failure: { message, errors?: { field: reason } } (STYLE §6).

import { type MessageKey, messages } from '@lead/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answersProblems, sendProblem } from './problem-details.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields some spec responses carry (e.g. result: 'error_email'). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messages[messageKey]);
  }
}

export const notFound = () => new AppError(404, 'notFound');
export const forbidden = () => new AppError(403, 'forbidden');
export const invalid = (fields: Record<string, string>) => new AppError(422, 'invalidInput', fields);

/** Validates a body the route could not declare (multipart fields, a setting picked by name). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError(422, 'invalidInput', errors);
}

/** PostgreSQL unique_violation on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/** The driver's error behind a query error (drizzle wraps it as the cause). */
const driverErrorOf = (error: unknown) =>
  ((error as { cause?: unknown })?.cause ?? error) as { code?: unknown; message?: unknown };

/**
 * PostgreSQL's data exceptions (class 22: a character it cannot store, a number out of its column's
 * range, text that is not a number). Input schemas refuse these first; this is the last line.
 */
export function isDataException(error: unknown): boolean {
  const { code } = driverErrorOf(error);
  return typeof code === 'string' && code.length === 5 && code.startsWith('22');
}

/**
 * Whether row-level security refused a write (tenant-db.ts): the access layer should have refused
 * first, so it is logged, but to the caller the row is simply not there.
 */
export function isRowSecurityRefusal(error: unknown): boolean {
  const { code, message } = driverErrorOf(error);
  return code === '42501' && typeof message === 'string' && message.includes('row-level security');
}

type Refusal = { status: number; message: string; errors?: Record<string, string> | undefined };

/** What a failure answers, whichever shape the route sends it in. */
function refusalOf(error: FastifyError | AppError, request: FastifyRequest): Refusal {
  if (error instanceof AppError)
    return { status: error.status, message: error.message, errors: error.fields };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      errors[field] ??= issue.message ?? 'Invalid value.';
    }
    return { status: 422, message: messages.invalidInput, errors };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, message: messages.malformedJson, errors: { body: messages.malformedJson } };
  }
  if (isDataException(error)) {
    // A schema let this through: answered as bad input, and logged so the schema gets fixed.
    request.log.warn({ err: error }, 'input refused by PostgreSQL');
    return { status: 400, message: messages.invalidInput };
  }
  if (isRowSecurityRefusal(error)) {
    request.log.warn({ err: error }, 'write refused by row-level security');
    return { status: 404, message: messages.notFound };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: messages.serverError };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    const refusal = refusalOf(error, request);
    // The developer API answers RFC 9457 problems; the web's routes their { message, errors }.
    if (answersProblems(request)) {
      return sendProblem(request, reply, refusal.status, refusal.message, refusal.errors);
    }
    const extra = error instanceof AppError ? error.extra : undefined;
    return reply.status(refusal.status).send({ ...extra, message: refusal.message, errors: refusal.errors });
  });
}
