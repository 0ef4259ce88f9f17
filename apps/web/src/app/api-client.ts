// Every call to the API goes through here: bearer token, time zone, the one error shape, and the
// single place that ends a session the server no longer accepts (part 1 §4, §8).
import { type ErrorBody, messages } from '@lead/shared';
import { ApiError } from './api-error.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { showSessionEndedAlert } from './session-ended-alert.tsx';
import { originalTokenStore, tokenStore } from './token-store.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  /** Send this token instead of the stored one (null: send none). */
  token?: string | null;
  signal?: AbortSignal;
};

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorBodyOf(payload: unknown): ErrorBody {
  const candidate = payload as Partial<ErrorBody> | null;
  if (candidate && typeof candidate.message === 'string') {
    const errors = candidate.errors && typeof candidate.errors === 'object' ? candidate.errors : undefined;
    return { message: candidate.message, errors };
  }
  return { message: messages.serverError };
}

/** 'Unauthenticated.' for the token still stored: clear everything, say so, and go to sign-in. */
function endSession(): void {
  tokenStore.clear();
  originalTokenStore.clear();
  queryClient.clear();
  showSessionEndedAlert();
  navigateTo('/login');
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? tokenStore.get() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Timezone': browserTimeZone() };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (uploads) sets its own multipart boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const requestBody = form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: requestBody,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { message: messages.serverError });
  }

  const payload = await readJson(response);
  // Typed boundary: the server checks every response against the shared contracts before sending it.
  if (response.ok) return payload as T;

  const body = errorBodyOf(payload);
  // Only the session this call was made with counts: a sign-out already under way is not "ended".
  if (
    response.status === 401 &&
    body.message === messages.unauthenticated &&
    token &&
    token === tokenStore.get()
  ) {
    endSession();
  }
  throw new ApiError(response.status, body);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
