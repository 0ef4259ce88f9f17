// The one way the web talks to the API: bearer token, time zone, the one error shape. The app calls
// it through call(route, input) (api-client.ts); the sign-in page, which loads without the app's
// route declarations, calls it with the paths of SIGN_IN_PATHS.
import {
  type ErrorBody,
  type HttpMethod,
  messages,
  newIdempotencyKey,
  type RouteDeclaration,
} from '@lead/shared';
import { ApiError } from './api-error.ts';
import { holdCounter } from './hold-counter.ts';
import { settledWithin } from './settled-within.ts';
import { tokenStore } from './token-store.ts';

let sessionEnded: () => void = () => {};

/** What to do when the server no longer accepts the stored session (the app ends it; see api-client.ts). */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

/**
 * Sessions this tab is ending itself (leaving view mode): a page request that was still out with
 * such a token answers 401 once the server has ended it, which is expected, not "Session Ended".
 */
const sessionsBeingEnded = new Set<string>();

/** Marks `token` as ended on purpose before the call that ends it is sent. */
export function endingSessionOnPurpose(token: string): void {
  sessionsBeingEnded.add(token);
}

/**
 * Set once this page is being replaced by another account's (view mode opens the other account with a
 * fresh load). The page on screen was loaded for the account it leaves: a call it still makes (a
 * debounced search, a refetch) would carry the other account's token and be refused. Such a call is
 * not sent and never settles, as the page is going; a call that passes its own token still goes.
 */
let leavingForAnotherAccount = false;

export function leaveForAnotherAccount(): void {
  // The return from a view marks it once the view ends and again as it opens the viewer's page.
  if (leavingForAnotherAccount) return;
  leavingForAnotherAccount = true;
  // Brought back by the browser's back button from its page cache, the page is still the left
  // account's and sends nothing: it loads afresh for the account now signed in.
  // (A page shown any other way is a new document, without this listener.)
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}

/** The stored token for a call of the page, or null when the page is leaving (send nothing). */
export function pageTokenOrHold(): { token: string | null } | null {
  return leavingForAnotherAccount ? null : { token: tokenStore.get() };
}

/** Set while the page's own calls wait (leaving view mode): they go once every hold is released. */
let pageCallsHeld: Promise<void> | null = null;
let releasePageCalls = () => {};
const pageHolds = holdCounter(() => {
  pageCallsHeld = null;
  releasePageCalls();
});

/**
 * Holds the calls the page makes with its stored token until the returned release (a call with a
 * token of its own still goes): while view mode ends, a call the viewed page made would reach the
 * server after its session had ended. Released into a page that is leaving, they are never answered.
 * Holds may overlap (a second way out of view mode while the first runs): the calls wait for the last
 * release.
 */
export function holdPageCalls(): () => void {
  if (!pageHolds.held())
    pageCallsHeld = new Promise<void>((resolve) => {
      releasePageCalls = resolve;
    });
  return pageHolds.take();
}

/** The page's calls sent and not yet answered. */
const callsOut = new Set<Promise<unknown>>();

/**
 * Waits until the calls out now are answered, at most `maxWaitMs`: one still waiting for a free
 * connection of the browser's few per host would otherwise reach the server after a session it
 * was made with had ended.
 */
export async function callsAnswered(maxWaitMs: number): Promise<void> {
  await settledWithin(Promise.allSettled([...callsOut]), maxWaitMs);
}

/** What a call of a leaving page answers: nothing, ever. */
export const neverAnswered = <T>(): Promise<T> => new Promise<T>(() => {});

export type RequestOptions = {
  body?: unknown;
  /** Send this token instead of the stored one (null: send none). */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of this submission (create and money calls). A network failure sends the same
   * request again with the same key, so the server does it at most once.
   */
  idempotencyKey?: string;
};

/** Tries after a network failure of a keyed call (the first answer may have been lost on the way). */
const KEYED_RETRIES = 2;
const RETRY_PAUSE_MS = 500;

/** The key a call carries: the submission's own, a fresh one, or none for a route that is not a create or money call. */
export const idempotencyKeyFor = (route: RouteDeclaration, submissionKey?: string) =>
  route.idempotent ? (submissionKey ?? newIdempotencyKey()) : undefined;

/** The part of the Temporal API (shipped in Chromium and Firefox, not yet in every browser) read here. */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's time zone. Temporal's clock names it at once; the first Intl.DateTimeFormat of a page
 * loads the locale's calendar data first (Chromium: 0.1 against 25 ms, up to 60 ms on a busy signed-in
 * load and four times that on a phone), so Intl is the fallback where Temporal is missing.
 */
export function readTimeZone(scope: WithTemporal = globalThis as WithTemporal): string {
  return scope.Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

let timeZone: string | undefined;

/** The browser's time zone, read once (readTimeZone); the sign-in page never needs it. */
export const browserTimeZone = (): string => {
  timeZone ??= readTimeZone();
  return timeZone;
};

/**
 * The headers of a call with the session's token: reports, logs and documents count days in the
 * user's time zone, and only a signed-in call reads them; a public call (sign-in, the brand) needs none.
 */
export function sessionHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}`, 'X-Timezone': browserTimeZone() } : {};
}

export async function readJson(response: Response): Promise<unknown> {
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

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (options.token === undefined && pageCallsHeld) await pageCallsHeld;
  const stored = options.token === undefined ? pageTokenOrHold() : { token: options.token };
  if (!stored) return neverAnswered();
  const exchange = exchangeOf<T>(method, path, options, stored.token);
  callsOut.add(exchange);
  const answered = () => callsOut.delete(exchange);
  exchange.then(answered, answered);
  return exchange;
}

/** One call sent and its answer read; a refused one throws its ApiError. */
async function exchangeOf<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders(token) };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // A FormData body (uploads) sets its own multipart boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const requestBody = form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));

  let response: Response | undefined;
  for (let attempt = 0; !response; attempt++) {
    try {
      response = await fetch(`/api${path}`, { method, headers, body: requestBody, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // Only a keyed call may be sent again: its key makes the server answer a repeat with the first outcome.
      if (!options.idempotencyKey || attempt >= KEYED_RETRIES) {
        throw new ApiError(0, { message: messages.serverError });
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }

  const payload = await readJson(response);
  // Typed boundary: the server checks every response against the shared contracts before sending it.
  if (response.ok) return payload as T;
  throw failureOf(response.status, payload, token);
}

/** The error of a refused call; an 'Unauthenticated.' answer ends the session it was made with. */
export function failureOf(status: number, payload: unknown, token: string | null): ApiError {
  const body = errorBodyOf(payload);
  // Only the session this call was made with counts: a sign-out already under way is not "ended".
  if (
    status === 401 &&
    body.message === messages.unauthenticated &&
    token &&
    token === tokenStore.get() &&
    !sessionsBeingEnded.has(token)
  ) {
    sessionEnded();
  }
  return new ApiError(status, body, payload);
}
