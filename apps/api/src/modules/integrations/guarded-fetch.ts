// The fetch webhooks are sent with: http(s) only, every address the host resolves to checked by the
// SSRF guard at connect time (platform/address-guard.ts; WEBHOOK_ALLOW_PRIVATE lets tests and dev
// use loopback), literal private IPs refused before any connection, no redirects followed, sockets
// kept alive per origin (a burst of leads to one receiver reuses its connections).
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isPrivateAddress } from '../../platform/address-guard.ts';

const MAX_ANSWER_BYTES = 64 * 1024;

/** The URL when it is an absolute http(s) address without credentials; null otherwise. */
export function webhookAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** A literal IP host is never looked up, so the guard checks it here. */
export function literalHostRefused(url: URL, allowPrivate: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !allowPrivate && isIP(host) !== 0 && isPrivateAddress(host);
}

/** Whether the URL's host resolves only to public addresses (or private ones are allowed). */
export function hostAllowed(url: URL, allowPrivate: boolean): Promise<boolean> {
  if (literalHostRefused(url, allowPrivate)) return Promise.resolve(false);
  if (allowPrivate) return Promise.resolve(true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    guardedLookup(false)(host, { all: true }, (error) => resolve(!error));
  });
}

const headersOf = (init: RequestInit | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
};

/**
 * A `fetch` for connectors whose addresses users type (webhooks): guarded as above, with at most
 * `maxSockets` connections to one origin (a request beyond them waits for one).
 */
export function guardedFetch(allowPrivate: boolean, maxSockets: number): typeof fetch {
  const lookup = guardedLookup(allowPrivate);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets, lookup } as http.AgentOptions),
    'https:': new https.Agent({ keepAlive: true, maxSockets, lookup } as https.AgentOptions),
  };
  const guarded = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = webhookAddress(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    if (!url) throw new TypeError('Not an http(s) URL without credentials.');
    if (literalHostRefused(url, allowPrivate))
      throw new BlockedAddressError(`${url.hostname} is a private address`);
    const client = url.protocol === 'https:' ? https : http;
    const body = typeof init?.body === 'string' ? init.body : init?.body ? String(init.body) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init?.method ?? 'GET',
          headers: {
            ...headersOf(init),
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup,
          signal: init?.signal ?? undefined,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            // Past the cap the rest is dropped: the log keeps a few hundred characters anyway.
            if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 502;
            const headers = new Headers();
            for (const [key, value] of Object.entries(response.headers)) {
              if (typeof value === 'string') headers.set(key, value);
              else if (Array.isArray(value)) headers.set(key, value.join(', '));
            }
            // An empty answer has no body stream to build (most receivers answer 200 with nothing).
            const noBody = status === 204 || status === 304 || (status >= 100 && status < 200) || size === 0;
            const answer = noBody ? null : Buffer.concat(chunks);
            // Response() takes 200–599 only; anything else is garbage, answered as a 502.
            resolve(new Response(answer, { status: status >= 200 && status <= 599 ? status : 502, headers }));
          });
        },
      );
      request.on('error', reject);
      if (body !== undefined) request.write(body);
      request.end();
    });
  };
  return guarded as typeof fetch;
}
