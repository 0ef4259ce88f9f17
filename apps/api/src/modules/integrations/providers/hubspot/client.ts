// HubSpot's CRM API through its official client (@hubspot/api-client), pointed at the configured
// base URL with the private app's token and no retries of its own (the delivery engine retries and
// pauses the integration on a 429). The client cannot be given a time limit, so the call races one.
// Its ApiException carries the HTTP status, headers and body, read by the shared rules. Clients are
// kept per token and share keep-alive connections: bench:delivery ran at a fifth of its rate when
// each delivery built a client and opened new connections.
import http from 'node:http';
import https from 'node:https';
import { Client } from '@hubspot/api-client';
import { type Credentials, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { interpretAnswer, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'HubSpot';

export const tokenOf = (credentials: Credentials) =>
  requiredCredential(PROVIDER, credentials, 'access_token', 'a private app access token');

type ApiFailure = Error & { code?: unknown; body?: unknown; headers?: Record<string, string> };

export async function hubspotCall<T>(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  call: (client: Client) => Promise<T>,
): Promise<T> {
  const client = clientFor(endpoint.baseUrl.replace(/\/+$/, ''), tokenOf(credentials));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(`${PROVIDER} did not answer within ${endpoint.timeoutMs / 1000} s.`)),
      endpoint.timeoutMs,
    );
  });
  try {
    return await Promise.race([call(client), timeout]);
  } catch (error) {
    throw hubspotError(error as ApiFailure);
  } finally {
    clearTimeout(timer);
  }
}

const KEPT_CLIENTS = 500;
const clients = new Map<string, Client>();
const agents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

function clientFor(basePath: string, accessToken: string): Client {
  const key = `${basePath} ${accessToken}`;
  let client = clients.get(key);
  if (!client) {
    if (clients.size >= KEPT_CLIENTS) clients.delete(clients.keys().next().value as string);
    client = new Client({
      accessToken,
      basePath,
      numberOfApiCallRetries: 0,
      httpAgent: basePath.startsWith('https:') ? agents.https : agents.http,
    });
    clients.set(key, client);
  }
  return client;
}

function hubspotError(failure: ApiFailure): Error {
  if (failure instanceof ProviderError) return failure;
  if (typeof failure.code === 'number' && failure.code >= 300) {
    const body = typeof failure.body === 'string' ? failure.body : JSON.stringify(failure.body ?? null);
    try {
      interpretAnswer(PROVIDER, failure.code, new Headers(failure.headers ?? {}), body);
    } catch (mapped) {
      return mapped as Error;
    }
  }
  if (failure.name === 'FetchError' || typeof failure.code === 'string')
    return new ProviderError(`${PROVIDER} could not be reached (${failure.message}).`);
  // A body the client could not read (an HTML page): HubSpot's answer was not understood.
  return new ProviderError(`${PROVIDER} answered in an unexpected shape.`);
}
