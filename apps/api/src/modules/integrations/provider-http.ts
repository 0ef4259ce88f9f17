// What every HTTP provider does with an answer: 2xx is success (its JSON body, when it has one);
// 429 and 503 carry Retry-After; other 4xx are permanent (the request itself is wrong) except 408,
// 409 and 425; 5xx, timeouts and network errors are worth another attempt. Garbage (a 2xx whose
// body should be JSON and is not) is a retryable error, never a success.
import { ProviderError } from './connector.ts';

/** Retry-After in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

/** Short text of a body for the delivery log (never more than 300 characters). */
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/**
 * Reads an answer: resolves to its parsed JSON body (or null for an empty or non-JSON 2xx when
 * `expectJson` is false); throws ProviderError otherwise.
 */
export async function answerOf(response: Response, options: { expectJson?: boolean } = {}): Promise<unknown> {
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    throw fetchFailure(error);
  }
  if (response.ok) {
    if (!options.expectJson) {
      try {
        return text ? JSON.parse(text) : null;
      } catch {
        return null;
      }
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(
        `The provider answered ${response.status} with a body that is not JSON.`,
        response.status,
      );
    }
  }
  const status = response.status;
  const wait = retryAfterMs(response.headers.get('retry-after')) ?? undefined;
  const detail = excerpt(text);
  const message = `HTTP ${status}${detail ? `: ${detail}` : ''}`;
  const permanent = status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
  throw new ProviderError(message, status, wait, permanent);
}

/** A fetch that threw: a timeout or a network error (connection refused, reset, DNS, refused address). */
export function fetchFailure(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ProviderError('The provider did not answer in time.');
  if (name === 'BlockedAddressError')
    return new ProviderError(
      'The address resolves to a private network, which is not allowed.',
      undefined,
      undefined,
      true,
    );
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error | undefined)?.message ?? 'network error';
  return new ProviderError(`The provider could not be reached (${reason}).`);
}
