// Shared pieces of the integration tests: a local webhook receiver that verifies signatures with the
// standardwebhooks library (what a client's receiver runs) and dedupes by webhook-id, leads made the
// way the lead engine makes them and delivered through its real delivery job (and so the hook), and
// sign-in helpers for the demo tenants.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { campaigns, leadDeliveries } from '../../src/db/schema/index.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { bearer, type TestApp } from '../test-app.ts';

export type Received = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  receivedAt: number;
};

export type ReceiverBehaviour = (
  request: Received,
  seen: number,
) => {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

export type Receiver = {
  url: string;
  received: Received[];
  /** webhook-ids processed once each (a receiver that dedupes, as Standard Webhooks asks). */
  processed: Set<string>;
  behave(behaviour: ReceiverBehaviour): void;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const processed = new Set<string>();
  const counts = new Map<string, number>();
  let behaviour: ReceiverBehaviour = () => ({ status: 200, body: '{"ok":true}' });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const item: Received = {
        id: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      received.push(item);
      const seen = (counts.get(item.id) ?? 0) + 1;
      counts.set(item.id, seen);
      const answer = behaviour(item, seen);
      const reply = () => {
        if (response.destroyed) return;
        if (answer.status >= 200 && answer.status < 300) processed.add(item.id);
        response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
        response.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    processed,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Verifies a received webhook as a receiver would; throws when the signature does not hold. */
export function verified(secret: string, item: Received): unknown {
  return new Webhook(secret).verify(item.body, {
    'webhook-id': item.id,
    'webhook-timestamp': item.timestamp,
    'webhook-signature': item.signature,
  });
}

export async function campaignOf(test: TestApp, leadspeekApiId: string) {
  const [campaign] = await test.ctx.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.leadspeekApiId, leadspeekApiId));
  if (!campaign) throw new Error(`no campaign ${leadspeekApiId}`);
  return campaign;
}

let personCounter = 0;

/** Inserts `count` leads of a campaign as the lead engine writes them (undelivered). */
export async function insertLeads(
  test: TestApp,
  campaignId: number,
  count: number,
  label = 'kit',
): Promise<number[]> {
  const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`no campaign ${campaignId}`);
  const rows = Array.from({ length: count }, () => {
    personCounter++;
    return {
      campaign_id: campaign.id,
      company_id: campaign.companyId,
      person_key: `${label}-${personCounter}-${Date.now()}`,
      first_name: `First${personCounter}`,
      last_name: `Last${personCounter}`,
      email: `${label}.${personCounter}@example.com`,
    };
  });
  const result = await test.ctx.db.execute<{ id: string }>(sql`insert into leads (campaign_id, company_id,
      module, person_key, first_name, last_name, email, source, price_cents, created_at)
    select campaign_id, company_id, 'local', person_key, first_name, last_name, email, 'pixel', 0, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(campaign_id int, company_id int, person_key text, first_name text, last_name text, email text)
    returning id`);
  return result.rows.map((row) => Number(row.id));
}

/** Inserts leads and runs the lead engine's delivery (report e-mail, hooks) for their campaign. */
export async function newDeliveredLeads(test: TestApp, campaignId: number, count: number, label = 'kit') {
  const ids = await insertLeads(test, campaignId, count, label);
  while ((await deliverLeads(test.ctx, campaignId)).delivered > 0) {}
  return ids;
}

export async function deliveriesOf(test: TestApp, integrationId: number) {
  return test.ctx.db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.integrationId, integrationId))
    .orderBy(leadDeliveries.id);
}

export async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last value ${JSON.stringify(value).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function saveWebhook(
  test: TestApp,
  token: string,
  body: { company_id: number; url: string; tags?: string[] },
) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/saveintegration',
    headers: bearer(token),
    payload: { slug: 'webhook', ...body },
  });
  return response;
}
