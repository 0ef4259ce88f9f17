// A client's web site on 127.0.0.1 for the embed-code check: pages by path, a 504, a page that
// answers too late, a redirect; it counts the requests so a refused check can prove it fetched nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSite = {
  origin: string;
  /** Requests received, by path. */
  requests: string[];
  /** Serves `html` with 200 at `path`. */
  page: (path: string, html: string) => void;
  close: () => Promise<void>;
};

export async function startFakeSite(slowMs: number): Promise<FakeSite> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (path === '/gateway') return response.writeHead(504).end('Gateway Timeout');
    if (path === '/gone') return response.writeHead(404).end('Not Found');
    if (path === '/moved') return response.writeHead(302, { location: '/landing' }).end();
    if (path === '/slow') {
      const timer = setTimeout(() => response.writeHead(200).end('<html>too late</html>'), slowMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    const html = pages.get(path);
    if (html === undefined) return response.writeHead(404).end('Not Found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    page: (path, html) => pages.set(path, html),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const htmlWith = (head: string) =>
  `<!doctype html><html><head>${head}</head><body>Welcome</body></html>`;
