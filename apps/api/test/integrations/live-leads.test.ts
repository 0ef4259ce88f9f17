// Live leads over server-sent events (issue 17 item 5): a listening dashboard receives a new lead
// within 1 s of its creation, pushed (no polling); an agency's stream carries its clients' leads, a
// campaign's stream only that campaign's, and another agency's stream none of them. The stream opens
// with a ticket only (EventSource sends no bearer token); a forged or foreign ticket is refused.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { campaignOf, newDeliveredLeads, until } from './integration-kit.ts';

type Stream = { events: Array<{ id: number; campaign_id: number; at: number }>; close: () => void };

let test: TestApp;
let base = '';
const streams: Stream[] = [];

beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await test.close();
});

async function ticketFor(token: string, body: { company_id: number; campaign_id?: number }) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/leads/live/ticket',
    headers: bearer(token),
    payload: body,
  });
  return response;
}

/** Opens the stream as EventSource would and parses its `event: lead` messages. */
async function open(ticket: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/leads/live?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream: Stream = { events: [], close: () => controller.abort() };
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.includes('event: lead')) {
            const data = message.split('\n').find((line) => line.startsWith('data: '));
            if (data) stream.events.push({ ...JSON.parse(data.slice(6)), at: Date.now() });
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  streams.push(stream);
  // Let the hub's LISTEN connection come up before leads are made.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return stream;
}

describe('live leads', () => {
  it('reach the client, its agency and the campaign within 1 s; never another agency', async () => {
    const client = await test.signIn('client@demo.test');
    const agency = await test.signIn('agency@demo.test');
    const other = await test.signIn('agency2@demo.test');
    const clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
    const agencyCompany = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
    const otherCompany = (await companyOf(test.ctx.db, 'agency2@demo.test')).id;
    const acme = await campaignOf(test, '10000001');

    const clientStream = await open((await ticketFor(client, { company_id: clientCompany })).json().ticket);
    const agencyStream = await open((await ticketFor(agency, { company_id: agencyCompany })).json().ticket);
    const campaignStream = await open(
      (await ticketFor(agency, { company_id: agencyCompany, campaign_id: acme.id })).json().ticket,
    );
    const otherStream = await open((await ticketFor(other, { company_id: otherCompany })).json().ticket);

    const created = Date.now();
    const [leadId] = await newDeliveredLeads(test, acme.id, 1, 'live');
    for (const stream of [clientStream, agencyStream, campaignStream]) {
      const [event] = await until(
        async () => stream.events,
        (events) => events.length > 0,
        1_000,
      );
      expect(event).toMatchObject({ id: leadId, campaign_id: acme.id });
      expect((event?.at ?? Infinity) - created).toBeLessThan(1_000);
    }
    const beta = await campaignOf(test, '10000002');
    await newDeliveredLeads(test, beta.id, 1, 'live-beta');
    await until(
      async () => otherStream.events,
      (events) => events.length === 1,
      1_000,
    );
    // Each stream saw only its own tenant's lead.
    expect(otherStream.events.map((event) => event.campaign_id)).toEqual([beta.id]);
    expect(clientStream.events.map((event) => event.id)).toEqual([leadId]);
    expect(campaignStream.events.map((event) => event.id)).toEqual([leadId]);
  });

  it("refuses a ticket for another tenant's company or campaign, and a forged ticket", async () => {
    const other = await test.signIn('agency2@demo.test');
    const acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
    const acme = await campaignOf(test, '10000001');
    const otherCompany = (await companyOf(test.ctx.db, 'agency2@demo.test')).id;
    expect((await ticketFor(other, { company_id: acmeClient })).statusCode).toBe(404);
    expect((await ticketFor(other, { company_id: otherCompany, campaign_id: acme.id })).statusCode).toBe(404);
    const forged = await fetch(`${base}/api/leads/live?ticket=v1.AAAA.BBBB.CCCC`);
    expect(forged.status).toBe(401);
    const missing = await fetch(`${base}/api/leads/live`);
    expect(missing.status).toBe(422);
  });
});
