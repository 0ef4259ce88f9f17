// Slack's Web API through its official client (@slack/web-api), pointed at the configured base URL,
// with the endpoint's fetch and time limit and no retries of its own (the delivery engine retries,
// and pauses the integration on a 429). Its errors become the connector errors. Incoming webhooks
// are one POST each (providerRequest); their address must lie under the configured webhook host.
import { ErrorCode, WebClient } from '@slack/web-api';
import { InvalidCredentialsError, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { retryAfterMs } from '../../provider-http.ts';

export const PROVIDER = 'Slack';

/** Slack's error codes that mean the token no longer works (the app was removed or lost a scope). */
const REFUSED_TOKEN = new Set([
  'invalid_auth',
  'not_authed',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'no_permission',
  'missing_scope',
  'not_allowed_token_type',
  'team_access_not_granted',
]);
/** Slack's error codes worth trying again later; any other is about the request and stays refused. */
const TRY_AGAIN = new Set([
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
  'ratelimited',
]);

type SlackFailure = Error & {
  code?: string;
  data?: { error?: string };
  original?: Error;
  statusCode?: number;
  retryAfter?: number;
};

/**
 * Runs one Web API call. The client's fetch is wrapped so a 429's Retry-After is read by the same
 * rules as every provider (seconds or an HTTP date), whatever the client makes of it.
 */
export async function slackCall<T>(
  endpoint: ProviderEndpoint,
  token: string | undefined,
  call: (client: WebClient) => Promise<T>,
): Promise<T> {
  let limitedFor: number | undefined;
  let limited = false;
  const watched = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await endpoint.fetch(input, init);
    if (response.status === 429) {
      limited = true;
      limitedFor = retryAfterMs(response.headers.get('retry-after')) ?? undefined;
    }
    return response;
  }) as typeof fetch;
  const client = new WebClient(token, {
    slackApiUrl: `${endpoint.baseUrl.replace(/\/+$/, '')}/`,
    fetch: watched,
    timeout: endpoint.timeoutMs,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    // Method names only: an absolute URL never leaves the configured host.
    allowAbsoluteUrls: false,
    logLevel: undefined,
    logger: quietLogger,
  });
  try {
    return await call(client);
  } catch (error) {
    if (limited) throw new ProviderError(`${PROVIDER} is limiting requests (429).`, 429, limitedFor);
    throw slackError(error as SlackFailure, endpoint);
  }
}

function slackError(failure: SlackFailure, endpoint: ProviderEndpoint): Error {
  const code = failure.data?.error;
  // Not {ok: false, error: "snake_case"}: the client read garbage (an HTML page) as the error.
  if (
    failure.code === ErrorCode.PlatformError &&
    (typeof code !== 'string' || !/^[a-z0-9_.]{1,80}$/.test(code))
  )
    return new ProviderError(`${PROVIDER} answered in an unexpected shape.`, 200);
  if (failure.code === ErrorCode.PlatformError && code) {
    if (REFUSED_TOKEN.has(code))
      return new InvalidCredentialsError(
        `${PROVIDER} refused the app's access (${code}). Add it to Slack again.`,
      );
    return new ProviderError(
      `${PROVIDER} refused the request: ${code}.`,
      200,
      undefined,
      !TRY_AGAIN.has(code),
    );
  }
  if (failure.code === ErrorCode.HTTPError)
    return new ProviderError(`${PROVIDER} answered ${failure.statusCode}.`, failure.statusCode);
  const cause = failure.code === ErrorCode.RequestError ? failure.original : failure;
  if (cause?.name === 'TimeoutError' || cause?.name === 'AbortError')
    return new ProviderError(`${PROVIDER} did not answer within ${endpoint.timeoutMs / 1000} s.`);
  if (failure.code === ErrorCode.RequestError)
    return new ProviderError(`${PROVIDER} could not be reached (${cause?.message ?? 'no answer'}).`);
  // Anything else (a body that is not JSON): Slack's answer was not understood; try again later.
  return new ProviderError(`${PROVIDER} answered in an unexpected shape.`);
}

const quietLogger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => 'error' as never,
  setName() {},
};

/**
 * An incoming-webhook address as saved: under the configured webhook host's /services/ (so a saved
 * URL can never make the server call anywhere else), or null.
 */
export function slackWebhookPath(baseUrl: string, text: string): string | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(text.trim());
    base = new URL(baseUrl);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search || url.hash) return null;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/services/`;
  if (!url.pathname.startsWith(prefix) || url.pathname.length <= prefix.length) return null;
  if (url.pathname.includes('..')) return null;
  return url.pathname.slice(base.pathname.replace(/\/+$/, '').length);
}
