// Live leads over server-sent events (issue 17 item 5): a listening dashboard receives a new lead
// within 1 s of its creation, pushed (no polling); an agency's stream carries its clients' leads, a
// campaign's stream only that campaign's, and another agency's stream none of them. The stream opens
// with a ticket only (EventSource sends no bearer token); a forged or foreign ticket is refused.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { campaignOf, newDeliveredLeads, until } from './integration-kit.ts';

type Stream = {
  events: Array<{ id: number; campaign_id: number; at: number }>;
  close: () => void;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
};

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
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  let ended = () => {};
  const stream: Stream = {
    events: [],
    close: () => controller.abort(),
    ended: new Promise((resolve) => {
      ended = resolve;
    }),
  };
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
    } finally {
      ended();
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

  // Issue 28 item 1: a ticket opened streams after sign-out and could be used again.
  describe('a ticket opens one stream, once, for as long as its session lasts', () => {
    /** A session of its own (sign-in), its client company, and a stream ticket of that session. */
    async function session() {
      const token = await test.signIn('client@demo.test');
      const company = (await companyOf(test.ctx.db, 'client@demo.test')).id;
      const ticket = async () => (await ticketFor(token, { company_id: company })).json().ticket as string;
      return { token, ticket };
    }
    const status = async (ticket: string) =>
      (await fetch(`${base}/api/leads/live?ticket=${encodeURIComponent(ticket)}`)).status;
    /** Whether the server ended the stream within `ms` (the check runs every 2 s). */
    const endsWithin = (stream: Stream, ms: number) =>
      Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]);
    const sql = (text: string, values: unknown[]) => test.ctx.db.$client.query(text, values);

    it('a second use of a ticket, or twenty at once, opens nothing more', async () => {
      const { ticket } = await session();
      const first = await ticket();
      await open(first);
      expect(await status(first)).toBe(401);
      const once = await ticket();
      const answers = await Promise.all(Array.from({ length: 20 }, () => status(once)));
      expect(answers.filter((answer) => answer === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer === 401)).toHaveLength(19);
    });

    it('sign-out ends the open stream within seconds; a ticket asked for before it opens nothing', async () => {
      const { token, ticket } = await session();
      const stream = await open(await ticket());
      const unused = await ticket();
      const other = await session();
      const bystander = await open(await other.ticket());
      const out = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(await endsWithin(stream, 5_000)).toBe(true);
      expect(await status(unused)).toBe(401);
      // Another session of the same user keeps its stream.
      expect(await endsWithin(bystander, 2_500)).toBe(false);
    });

    it('an expired session ends its stream within seconds', async () => {
      const { token, ticket } = await session();
      const stream = await open(await ticket());
      await sql(
        `update sessions set last_used_at = now() - interval '400 days', created_at = now() - interval '400 days'
         where id = (select session_id from live_lead_tickets order by used_at desc nulls last limit 1)`,
        [],
      );
      expect(await endsWithin(stream, 5_000)).toBe(true);
      // The bearer token is refused as well: it is the same session.
      const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    });

    it('an expired ticket ends its stream within seconds, and opens nothing', async () => {
      const { ticket } = await session();
      const stream = await open(await ticket());
      await sql(
        `update live_lead_tickets set expires_at = now() - interval '1 second' where used_at is not null`,
        [],
      );
      expect(await endsWithin(stream, 5_000)).toBe(true);
      const late = await ticket();
      await sql(
        `update live_lead_tickets set expires_at = now() - interval '1 second' where used_at is null`,
        [],
      );
      expect(await status(late)).toBe(401);
    });
  });
});
