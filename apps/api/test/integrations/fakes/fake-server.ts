// A local HTTP server for a provider fake: records every request, answers through the fake's
// handler, and can be told to misbehave for the next requests (hang, 500, 429, garbage).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, when it was JSON. */
  json: unknown;
  /** The body parsed as a form, when it was form-encoded. */
  form: URLSearchParams | undefined;
};

export type Reply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> };

export type Trouble =
  | { kind: 'hang' }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'rate-limit'; retryAfter: string }
  | { kind: 'garbage' };

export type FakeServer = {
  url: string;
  requests: Recorded[];
  /** The next `count` requests get this instead of the fake's answer. */
  troubleNext: (trouble: Trouble, count?: number) => void;
  close: () => Promise<void>;
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

export async function startFakeServer(
  handler: (request: Recorded) => Reply | Promise<Reply>,
): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const troubles: Trouble[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      const contentType = request.headers['content-type'] ?? '';
      let parsed: unknown;
      try {
        parsed = text && contentType.includes('json') ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const recorded: Recorded = {
        method: request.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: request.headers,
        text,
        json: parsed,
        form: contentType.includes('x-www-form-urlencoded') ? new URLSearchParams(text) : undefined,
      };
      requests.push(recorded);
      const trouble = troubles.shift();
      if (trouble?.kind === 'hang') return; // never answers; the client's time limit must end it
      if (trouble?.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('<html>Bad gateway, but with a 200</html>');
      }
      if (trouble?.kind === 'rate-limit') {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': trouble.retryAfter });
        return response.end(JSON.stringify({ message: 'Too many requests' }));
      }
      const reply =
        trouble?.kind === 'status'
          ? { status: trouble.status, body: trouble.body ?? { message: 'Internal error' } }
          : await handler(recorded);
      const body = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      response.writeHead(reply.status, {
        ...(reply.raw === undefined ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    troubleNext(trouble, count = 1) {
      for (let index = 0; index < count; index++) troubles.push(trouble);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
