// SendGrid's v3 API through its official client (@sendgrid/client), pointed at the configured base
// URL, with the endpoint's fetch and time limit; its errors become the connector errors.
import sharedClient from '@sendgrid/client';
import type { ClientRequest } from '@sendgrid/client/src/request';
import { type Credentials, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { interpretAnswer, type ProviderAnswer, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'SendGrid';

// The package's default export is one client shared by its importers; each request here gets a
// client of its own, made by that client's class (also exported as `Client`, a name its typings
// declare in a form TypeScript 7 does not import).
const Client = sharedClient.constructor as new () => typeof sharedClient;

export const apiKeyOf = (credentials: Credentials) =>
  requiredCredential(PROVIDER, credentials, 'api_key', 'an API key');

type SendgridRequest = Pick<ClientRequest, 'url' | 'qs' | 'body'> & {
  method: 'GET' | 'POST' | 'PUT';
  accept?: readonly number[];
};

/** What the SendGrid client throws for an HTTP error (ResponseError) or a transport failure. */
type ClientFailure = Error & {
  code?: number | string;
  response?: { headers?: Record<string, unknown>; body?: unknown; status?: number };
};

const headersOf = (raw: unknown) =>
  new Headers(
    Object.entries((raw ?? {}) as Record<string, unknown>).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  );

/**
 * Sends one request with @sendgrid/client and reads its answer by the same rules as every other
 * provider (status, Retry-After, body).
 */
export async function sendgridRequest(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  request: SendgridRequest,
): Promise<ProviderAnswer> {
  const client = new Client();
  client.setApiKey(apiKeyOf(credentials));
  // setApiKey resets the base URL to the region's host: the configured one goes after it.
  client.setDefaultRequest('baseUrl', endpoint.baseUrl.replace(/\/+$/, ''));
  // axios options the typings of ClientRequest do not list; the client passes them through to axios.
  client.setDefaultRequest({
    adapter: 'fetch',
    env: { fetch: endpoint.fetch },
    timeout: endpoint.timeoutMs,
    maxRedirects: 0,
    transitional: { silentJSONParsing: true, forcedJSONParsing: true },
    responseType: 'text',
  } as unknown as ClientRequest);
  let status: number;
  let headers: Headers;
  let text: string;
  try {
    const [response, body] = await client.request({
      method: request.method,
      url: request.url,
      qs: request.qs,
      body: request.body,
    });
    status = response.statusCode;
    headers = headersOf(response.headers);
    text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  } catch (error) {
    const failure = error as ClientFailure;
    if (typeof failure.code !== 'number' || !failure.response) {
      const timedOut = failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT';
      throw new ProviderError(
        timedOut
          ? `${PROVIDER} did not answer within ${endpoint.timeoutMs / 1000} s.`
          : `${PROVIDER} could not be reached (${failure.message}).`,
      );
    }
    status = failure.code;
    headers = headersOf(failure.response.headers);
    const body = failure.response.body;
    text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  }
  return interpretAnswer(PROVIDER, status, headers, status === 204 ? '' : text, request.accept);
}
