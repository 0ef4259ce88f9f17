// The HTTP transport jsforce uses for one Salesforce call: the endpoint's fetch with its time limit,
// and no retries of its own (the delivery engine retries). Answers that are connector errors by any
// reading (no answer, 429, REQUEST_LIMIT_EXCEEDED, 5xx, a token endpoint's refusal or garbage) are
// thrown here as connector errors and remembered, because jsforce wraps errors of a token refresh in
// a plain Error; the rest (401 to refresh the session, other 4xx) go back to jsforce to read.
import { PassThrough } from 'node:stream';
import { InvalidCredentialsError, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { retryAfterMs } from '../../provider-http.ts';
import { reasonIn, transportFailure } from '../provider-http.ts';

export const PROVIDER = 'Salesforce';

type JsforceRequest = { method: string; url: string; headers?: Record<string, string>; body?: unknown };
type JsforceResponse = { statusCode: number; headers: Record<string, string>; body: string };

const TOKEN_PATH = /\/services\/oauth2\/token$/;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Salesforce's errorCode of a REST error body ([{message, errorCode}]), if it has one. */
export function errorCodeIn(body: unknown): string | undefined {
  const first = Array.isArray(body) ? body[0] : body;
  const code = (first as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : undefined;
}

export class FetchTransport {
  /** The first connector error this call's requests ran into: what the call fails with. */
  failure: InvalidCredentialsError | ProviderError | undefined;
  /** The status of the last answer (jsforce's errors do not carry it). */
  lastStatus: number | undefined;
  private sessionRefusals = 0;

  constructor(private readonly endpoint: ProviderEndpoint) {}

  httpRequest(request: JsforceRequest) {
    const promise = this.send(request);
    // jsforce pipes a request's stream; these calls read whole bodies, so an empty stream serves.
    return Object.assign(promise, { stream: () => new PassThrough() });
  }

  private fail<T extends InvalidCredentialsError | ProviderError>(error: T): T {
    this.failure ??= error;
    return error;
  }

  private async send(request: JsforceRequest): Promise<JsforceResponse> {
    const { endpoint } = this;
    let response: Response;
    let text: string;
    try {
      response = await endpoint.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw this.fail(transportFailure(PROVIDER, endpoint, error));
    }
    const status = response.status;
    this.lastStatus = status;
    const body = parsed(text);
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? undefined;
    if (status === 429)
      throw this.fail(new ProviderError(`${PROVIDER} is limiting requests (429).`, 429, wait));
    if (status === 403 && errorCodeIn(body) === 'REQUEST_LIMIT_EXCEEDED')
      throw this.fail(
        new ProviderError(
          `${PROVIDER} says the org has used its API requests for now (REQUEST_LIMIT_EXCEEDED).`,
          403,
          wait,
        ),
      );
    if (status >= 500 || status === 408) {
      const reason = reasonIn(Array.isArray(body) ? body[0] : body);
      throw this.fail(
        new ProviderError(`${PROVIDER} answered ${status}${reason ? `: ${reason}` : '.'}`, status),
      );
    }
    if (TOKEN_PATH.test(new URL(request.url).pathname)) this.checkTokenAnswer(status, body);
    else if (status === 401 && ++this.sessionRefusals > 1)
      // Refused again right after a refresh: the grant no longer opens the org's API.
      throw this.fail(
        new InvalidCredentialsError(`${PROVIDER} refused the session. Connect Salesforce again.`),
      );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { statusCode: status, headers, body: text };
  }

  /** Salesforce's token endpoint: a refusal (invalid_grant: revoked or expired) or garbage ends the call. */
  private checkTokenAnswer(status: number, body: unknown) {
    if (status >= 400) {
      const answer = (body ?? {}) as { error?: unknown; error_description?: unknown };
      const reason = [answer.error, answer.error_description].filter((part) => typeof part === 'string');
      throw this.fail(
        new InvalidCredentialsError(
          `${PROVIDER} refused the authorization${reason.length ? ` (${reason.join(': ')})` : ''}. Connect Salesforce again.`,
        ),
      );
    }
    const token = body as { access_token?: unknown } | undefined;
    if (typeof token?.access_token !== 'string')
      throw this.fail(
        new ProviderError(`${PROVIDER} answered its token request in an unexpected shape.`, status),
      );
  }
}
