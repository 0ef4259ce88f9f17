// Every call to the API goes through here: bearer token, time zone, the one error shape, and the
// single place that ends a session the server no longer accepts (part 1 §4, §8).
import {
  type ErrorBody,
  type HttpMethod,
  messages,
  pathOf,
  queryStringOf,
  type RouteDeclaration,
  type RouteInput,
  type RouteOutput,
  type TakesNoInput,
} from '@lead/shared';
import { ApiError } from './api-error.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { showSessionEndedAlert } from './session-ended-alert.tsx';
import { originalTokenStore, tokenStore } from './token-store.ts';

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

async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
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
  throw failureOf(response.status, payload, token);
}

/** The error of a refused call; an 'Unauthenticated.' answer ends the session it was made with. */
function failureOf(status: number, payload: unknown, token: string | null): ApiError {
  const body = errorBodyOf(payload);
  // Only the session this call was made with counts: a sign-out already under way is not "ended".
  if (status === 401 && body.message === messages.unauthenticated && token && token === tokenStore.get()) {
    endSession();
  }
  return new ApiError(status, body, payload);
}

/** The file name the server gave in Content-Disposition, if any. */
function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/**
 * Fetches a file with the session's bearer token (a plain link would carry none) and saves it
 * through an object URL, under the server's file name or `fallbackFileName`.
 */
async function downloadFrom(
  path: string,
  fallbackFileName: string,
  method: HttpMethod = 'GET',
  body?: unknown,
): Promise<void> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { 'X-Timezone': browserTimeZone() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { message: messages.serverError });
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response), token);

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; free it once the save has begun.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type CallOptions = Omit<RequestOptions, 'body'>;

/** A route that takes no input is called as `call(route)`; any other needs its input. */
type CallArguments<D extends RouteDeclaration> =
  TakesNoInput<D> extends true
    ? [input?: RouteInput<D>, options?: CallOptions]
    : [input: RouteInput<D>, options?: CallOptions];

/** The URL below /api of a call: the route's path with its params, and its query. */
function urlOf(route: RouteDeclaration, input: Partial<RouteInput<RouteDeclaration>> | undefined): string {
  return pathOf(route, input?.params ?? {}) + queryStringOf(input?.query ?? undefined);
}

/**
 * Calls an API route declared in packages/shared/src/routes: the path, params, query, body and the
 * answer's type all come from the declaration, so the web never writes a path or response type.
 */
export function call<D extends RouteDeclaration>(
  route: D,
  ...[input, options]: CallArguments<D>
): Promise<RouteOutput<D>> {
  const given = input as Partial<RouteInput<RouteDeclaration>> | undefined;
  return apiRequest<RouteOutput<D>>(route.method, urlOf(route, given), { ...options, body: given?.body });
}

/** Saves the file a declared route answers (a CSV export), under `fallbackFileName` if unnamed. */
export function download<D extends RouteDeclaration>(
  route: D,
  input: RouteInput<D>,
  fallbackFileName: string,
): Promise<void> {
  const given = input as Partial<RouteInput<RouteDeclaration>>;
  return downloadFrom(urlOf(route, given), fallbackFileName, route.method, given.body);
}
