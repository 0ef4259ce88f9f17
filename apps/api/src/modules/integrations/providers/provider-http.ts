// One HTTP exchange with a third-party provider, shared by the connectors: the endpoint's base URL
// and time limit, and every answer that is not a clear success mapped to the connector errors
// (401/403 → InvalidCredentialsError, 429 → retry after Retry-After, 5xx/408/timeout/garbage →
// retryable ProviderError, any other 4xx → permanent ProviderError with the provider's reason).
import type { z } from 'zod';
import {
  InvalidCredentialsError,
  type LeadForDelivery,
  type ProviderEndpoint,
  ProviderError,
} from '../connector.ts';
import { retryAfterMs } from '../provider-http.ts';

export type ProviderRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under the endpoint's base URL, starting with '/'. */
  path: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: URLSearchParams;
  /** Statuses the caller handles itself (a 404 that means "no such contact"). */
  accept?: readonly number[];
};

export type ProviderAnswer = { status: number; headers: Headers; body: unknown };

/** The provider's own words about a refusal, if its body has any (shown in the delivery log). */
export function reasonIn(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, 200) || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'error', 'msg', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
    if (value && typeof value === 'object') {
      const nested = reasonIn(value);
      if (nested) return nested;
    }
  }
  const errors = record.errors;
  if (Array.isArray(errors) && errors.length > 0) return reasonIn(errors[0]);
  if (errors && typeof errors === 'object') {
    const [field, problem] = Object.entries(errors)[0] ?? [];
    if (field)
      return `${field}: ${Array.isArray(problem) ? problem.join(', ') : String(problem)}`.slice(0, 200);
  }
  return undefined;
}

export function urlOf(baseUrl: string, path: string, query?: ProviderRequest['query']): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  return url;
}

function parseBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The status and parsed JSON body of one request, or the connector error it amounts to. */
export async function providerRequest(
  provider: string,
  endpoint: ProviderEndpoint,
  request: ProviderRequest,
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.form.toString();
  }
  let response: Response;
  let text: string;
  try {
    response = await endpoint.fetch(urlOf(endpoint.baseUrl, request.path, request.query), {
      method: request.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw transportFailure(provider, endpoint, error);
  }
  return interpretAnswer(provider, response.status, response.headers, text, request.accept);
}

/** What a fetch that threw amounts to: no answer within the time limit, or no answer at all. */
export function transportFailure(
  provider: string,
  endpoint: ProviderEndpoint,
  error: unknown,
): ProviderError {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ProviderError(`${provider} did not answer within ${endpoint.timeoutMs / 1000} s.`);
  return new ProviderError(`${provider} could not be reached (${(error as Error).message}).`);
}

/** Reads a provider's HTTP answer by the shared rules (also used for answers got through an SDK). */
export function interpretAnswer(
  provider: string,
  status: number,
  headers: Headers,
  text: string,
  accept?: readonly number[],
): ProviderAnswer {
  const parsed = parseBody(text);
  if (accept?.includes(status)) return { status, headers, body: parsed ?? text };
  const reason = reasonIn(parsed);
  if (status === 401) throw new InvalidCredentialsError(reason ?? `${provider} refused the credentials.`);
  if (status === 403)
    throw new InvalidCredentialsError(
      `${provider} refused access with these credentials${reason ? `: ${reason}` : '.'}`,
    );
  if (status === 429)
    throw new ProviderError(
      `${provider} is limiting requests (429).`,
      status,
      retryAfterMs(headers.get('retry-after')) ?? undefined,
    );
  if (status >= 500 || status === 408)
    throw new ProviderError(`${provider} answered ${status}${reason ? `: ${reason}` : '.'}`, status);
  if (status >= 400)
    throw new ProviderError(
      `${provider} refused the request (${status})${reason ? `: ${reason}` : '.'}`,
      status,
      undefined,
      true,
    );
  if (parsed === undefined)
    throw new ProviderError(`${provider} answered ${status} with something other than JSON.`, status);
  return { status, headers, body: parsed };
}

/** The answer's body in the shape the provider documents, or a retryable "unknown shape" error. */
export function expectShape<T>(provider: string, schema: z.ZodType<T>, answer: ProviderAnswer): T {
  const result = schema.safeParse(answer.body);
  if (!result.success)
    throw new ProviderError(`${provider} answered ${answer.status} in an unexpected shape.`, answer.status);
  return result.data;
}

/** A required credential field, or the InvalidCredentialsError the person connecting sees. */
export function requiredCredential(
  provider: string,
  credentials: Readonly<Record<string, string>>,
  field: string,
  label: string,
): string {
  const value = credentials[field]?.trim();
  if (!value) throw new InvalidCredentialsError(`${provider} needs ${label}.`);
  return value;
}

/**
 * The lead's e-mail address (trimmed, lower case), which the provider keys its `records` by, or a
 * permanent ProviderError: retrying cannot give the lead an address.
 */
export function requiredEmail(provider: string, lead: LeadForDelivery, records = 'contacts'): string {
  const email = lead.email?.trim().toLowerCase();
  if (!email)
    throw new ProviderError(
      `${provider} ${records} need an e-mail address; this lead has none.`,
      undefined,
      undefined,
      true,
    );
  return email;
}
