// Steps of the Integrations browser tests: a local webhook receiver (what a client's endpoint would
// be), a fresh client of Acme with a running Site ID campaign, and the axe check of a page.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { runningSiteCampaign } from './report-steps.ts';
import { readyClient } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';

export type ReceivedHook = { headers: IncomingHttpHeaders; body: string; at: number };

export type Receiver = {
  url: string;
  received: ReceivedHook[];
  /** What the receiver answers from now on. */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

/** An HTTP endpoint on this machine that records every POST and answers 200 (or what it is told). */
export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedHook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status < 300 ? '{"ok":true}' : '{"error":"receiver is down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ClientWithCampaign = {
  email: string;
  password: string;
  token: string;
  companyId: number;
  campaignId: string;
  campaignName: string;
};

/** A fresh client of Acme (card on file, setup done) with an active Site ID campaign Acme started. */
export async function clientWithRunningCampaign(label: string): Promise<ClientWithCampaign> {
  const client = await readyClient(label);
  const me = await apiUser(client.token);
  const agencyToken = await apiSignIn('agency@demo.test', 'acme.localhost');
  const campaignName = uniqueWord('Hooked');
  const campaignId = await runningSiteCampaign(
    {
      email: 'agency@demo.test',
      password: '',
      token: agencyToken,
      clientId: me.company_id,
      clientName: me.company_name,
      facts: undefined as never,
    },
    campaignName,
  );
  return { ...client, companyId: me.company_id, campaignId, campaignName };
}

/** Disconnects the demo client's integration of `slug`, if connected (files share the demo client). */
export async function disconnectDemoClient(slug: string): Promise<void> {
  const token = await apiSignIn('client@demo.test', 'acme.localhost');
  const me = await callApi<{ company_id: number }>('GET', '/user', { token });
  const list = await callApi<{ integrations: { id: number; slug: string; status: string }[] }>(
    'GET',
    `/getcompanyintegrationlist/${me.body.company_id}`,
    { token },
  );
  for (const integration of list.body.integrations ?? [])
    if (integration.slug === slug && integration.status !== 'disconnected')
      await callApi('POST', `/integrations/${integration.id}/disconnect`, { token });
}
