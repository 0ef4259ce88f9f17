// Calls to the routes declared in packages/shared/src/routes (the requests themselves: api-request.ts),
// and the single place that ends a session the server no longer accepts (part 1 §4, §8).
import {
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
import {
  apiRequest,
  failureOf,
  idempotencyKeyFor,
  neverAnswered,
  onSessionEnded,
  pageTokenOrHold,
  type RequestOptions,
  readJson,
  sessionHeaders,
} from './api-request.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { showSessionEndedAlert } from './session-ended-alert.tsx';
import { originalTokenStore, tokenStore } from './token-store.ts';

/** 'Unauthenticated.' for the token still stored: clear everything, say so, and go to sign-in. */
function endSession(): void {
  tokenStore.clear();
  originalTokenStore.clear();
  queryClient.clear();
  showSessionEndedAlert();
  navigateTo('/login');
}

onSessionEnded(endSession);

/** The file name the server gave in Content-Disposition, if any. */
function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/**
 * Fetches a file with the session's bearer token (a plain link would carry none) and saves it
 * through an object URL, under the server's file name or `fallbackFileName`.
 */
async function fileResponse(
  path: string,
  method: HttpMethod = 'GET',
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const stored = pageTokenOrHold();
  if (!stored) return neverAnswered();
  const { token } = stored;
  const headers = sessionHeaders(token);
  // A FormData body (a preview with its chosen image) sets its own multipart boundary.
  const form = body instanceof FormData ? body : null;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: messages.serverError });
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response), token);
  return response;
}

async function downloadFrom(
  path: string,
  fallbackFileName: string,
  method: HttpMethod = 'GET',
  body?: unknown,
): Promise<void> {
  const response = await fileResponse(path, method, body);
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
 * A create or money call (declared `idempotent`) carries a fresh Idempotency-Key per call, unless the
 * caller passes the key of its submission; its retries after a network failure keep that key.
 */
export function call<D extends RouteDeclaration>(
  route: D,
  ...[input, options]: CallArguments<D>
): Promise<RouteOutput<D>> {
  const given = input as Partial<RouteInput<RouteDeclaration>> | undefined;
  return apiRequest<RouteOutput<D>>(route.method, urlOf(route, given), {
    ...options,
    idempotencyKey: idempotencyKeyFor(route, options?.idempotencyKey),
    body: given?.body,
  });
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

/**
 * The file a declared route answers (an image) as a blob, fetched with the session's bearer token
 * (an <img> link would carry none); the caller makes and frees its object URL.
 */
export async function fetchFile<D extends RouteDeclaration>(
  route: D,
  input: RouteInput<D>,
  signal?: AbortSignal,
): Promise<Blob> {
  const given = input as Partial<RouteInput<RouteDeclaration>>;
  const response = await fileResponse(urlOf(route, given), route.method, given.body, signal);
  return response.blob();
}
