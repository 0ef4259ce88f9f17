// A webhook's connections follow its integration's share of the deliveries in flight: a delivery the
// engine started never waits for a socket while its time-out runs (a slow receiver would otherwise
// see the later half of them time out before they were sent).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { deliveryShare, endpointFor } from './endpoint.ts';

let receiver: http.Server | undefined;
const held: http.ServerResponse[] = [];

afterEach(async () => {
  for (const response of held.splice(0)) response.end();
  await new Promise((resolve) => receiver?.close(resolve));
  receiver = undefined;
});

/** A receiver that answers nothing until the test ends; counts the requests that reached it. */
async function holdingReceiver(): Promise<{ url: string; reached: () => number }> {
  receiver = http.createServer((request, response) => {
    request.resume();
    held.push(response);
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, reached: () => held.length };
}

describe('a webhook’s connections to its receiver', () => {
  it.each([
    // [deliveries in flight at once (DELIVERY_CONCURRENCY), one integration's share]
    [256, 128],
    [150, 75],
    [7, 4],
  ])(
    'with %i deliveries at once: the integration’s %i each reach the receiver at once',
    async (concurrency, share) => {
      expect(deliveryShare(concurrency)).toBe(share);
      const { url, reached } = await holdingReceiver();
      const config = loadConfig({
        NODE_ENV: 'test',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        DELIVERY_CONCURRENCY: String(concurrency),
      });
      const endpoint = endpointFor({ config }, { slug: 'webhook', url }, {});
      if (!endpoint) throw new Error('no webhook endpoint');
      const abort = new AbortController();
      const sent = Array.from({ length: share }, () =>
        endpoint.fetch(url, { method: 'POST', body: '{}', signal: abort.signal }).catch(() => undefined),
      );
      await expect.poll(reached, { timeout: 5_000 }).toBe(share);
      abort.abort();
      await Promise.all(sent);
    },
  );
});
