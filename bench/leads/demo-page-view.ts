// A page view of the demo client's site (campaign 10000001) as its pixel sends it, from its own
// visitor and address (a proxy's X-Forwarded-For): bench:latency and the crash loop send these.
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The answer's status, once its body is read. */
export async function demoPageView(
  baseUrl: string,
  site: string,
  visitor: string,
  address: string,
): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/pixel/event`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': USER_AGENT,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({
      c: '10000001',
      v: visitor,
      u: site,
      r: '',
      t: Date.now(),
      i: 'Acme Client Co — Home',
      n: 0,
    }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/** The n-th of many private addresses, one per visitor. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
