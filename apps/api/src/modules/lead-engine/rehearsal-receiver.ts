// The start's rehearsal sends its stand-in leads' webhooks here: a receiver of this process on
// loopback that reads each request whole and answers 200, as most receivers do. Nothing leaves
// the machine, and the delivery's HTTP client, signing and payload are compiled before real leads.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RehearsalReceiverServer = { url: string; secret: string; close: () => Promise<void> };

export async function openRehearsalReceiver(): Promise<RehearsalReceiverServer> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rehearsal`,
    secret: `whsec_${randomBytes(24).toString('base64')}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
