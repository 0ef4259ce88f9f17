// A page view of the demo client's site (campaign 10000001) as its pixel sends it, from its own
// visitor and address (a proxy's X-Forwarded-For): bench:latency and the crash loop send these.
import http from 'node:http';

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// Node's http with kept-alive sockets, not fetch: at 1,000 page views/s fetch's streams took the
// load generator a large share of a core on the same two cores as the platform it measures.
const agent = new http.Agent({ keepAlive: true });

/** The answer's status, once its body is read. */
export function demoPageView(
  baseUrl: string,
  site: string,
  visitor: string,
  address: string,
): Promise<number> {
  const body = JSON.stringify({
    c: '10000001',
    v: visitor,
    u: site,
    r: '',
    t: Date.now(),
    i: 'Acme Client Co — Home',
    n: 0,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/pixel/event`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
          'x-forwarded-for': address,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The n-th of many private addresses, one per visitor. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
