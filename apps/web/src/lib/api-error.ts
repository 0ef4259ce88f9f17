import { type ErrorBody, messages } from '@lead/shared';

/** A failed call: the server's `{ message, errors? }` body with its HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** The whole answer as sent, for refusals that carry more than a message (e.g. campaign ids). */
  readonly body: unknown;

  constructor(status: number, body: ErrorBody, payload: unknown = body) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = body.errors ?? {};
    this.body = payload;
  }
}

/** The sentence to show for any failure, whatever was thrown. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.serverError;
}

/** Server field errors, or none when the failure was not a validation answer. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
