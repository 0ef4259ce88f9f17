// Webhooks (issue 17 item 2): a client's and an agency's endpoints, signed per Standard Webhooks and
// verified here with the standardwebhooks library's own verifier; webhook-id stable across retries;
// the secret answered once, never again, stored encrypted; rotation; the SSRF guard; the delivery
// log with Resend; a webhook sent within 1 s of the lead's creation.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, deliveryQueue, leadDeliveries } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import {
  campaignOf,
  deliveriesOf,
  newDeliveredLeads,
  type Receiver,
  saveWebhook,
  startReceiver,
  until,
  verified,
} from './integration-kit.ts';

let test: TestApp;
let guarded: TestApp;
let receiver: Receiver;
let engine: DeliveryEngine;
let client = '';
let agency = '';
let clientCompany = 0;
let agencyCompany = 0;
let campaignId = 0;

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', INTEGRATION_TIMEOUT_MS: '2000' });
  guarded = await createTestApp();
  receiver = await startReceiver();
  client = await test.signIn('client@demo.test');
  agency = await test.signIn('agency@demo.test');
  clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  agencyCompany = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  campaignId = (await campaignOf(test, '10000001')).id;
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
});
afterAll(async () => {
  await engine.stop();
  await receiver.close();
  await test.close();
  await guarded.close();
});
afterEach(() => receiver.behave(() => ({ status: 200, body: '{"ok":true}' })));

/** Connects a fresh client webhook (any earlier one removed) and answers it with its secret. */
async function connectClientWebhook(tags: string[] = []) {
  await test.ctx.db.execute(sql`delete from company_integrations where slug = 'webhook'`);
  const response = await saveWebhook(test, client, { company_id: clientCompany, url: receiver.url, tags });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.result).toBe('success');
  return { id: body.integration.id as number, secret: body.secret as string };
}

describe('connecting a webhook', () => {
  it('answers the signing secret once, then only its last characters; stores it encrypted', async () => {
    const { id, secret } = await connectClientWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    // Saved again (a new URL or tags): the same secret, not answered.
    const again = await saveWebhook(test, client, {
      company_id: clientCompany,
      url: receiver.url,
      tags: ['vip'],
    });
    expect(again.json().secret).toBeUndefined();
    const list = await test.app.inject({
      method: 'GET',
      url: `/api/getcompanyintegrationlist/${clientCompany}`,
      headers: bearer(client),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(secret.slice(6, 20));
    const webhook = list.json().integrations.find((row: { id: number }) => row.id === id);
    expect(webhook).toMatchObject({ slug: 'webhook', url: receiver.url, tags: ['vip'], status: 'connected' });
    expect(webhook.secret_hint).toBe(`whsec_…${secret.slice(-4)}`);
    const [row] = await test.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.id, id));
    expect(row?.credentialsEncrypted).toMatch(/^v1\./);
    expect(row?.credentialsEncrypted).not.toContain(secret.slice(6));
  });

  it('refuses loopback and private addresses unless WEBHOOK_ALLOW_PRIVATE (the SSRF guard)', async () => {
    const token = await guarded.signIn('client@demo.test');
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
    ]) {
      const response = await saveWebhook(guarded, token, { company_id: clientCompany, url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url).toMatch(/private or local address/);
    }
    const rows = await guarded.ctx.db.select().from(companyIntegrations);
    expect(rows).toHaveLength(0);
  });

  it('refuses what is not an http(s) URL, naming the field', async () => {
    for (const url of ['ftp://example.com/x', 'not a url', 'http://user:pw@example.com/']) {
      const response = await saveWebhook(test, client, { company_id: clientCompany, url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toHaveProperty('url');
    }
  });
});

describe('delivering a lead to a webhook', () => {
  it('signs it per Standard Webhooks: the library verifier accepts it, webhook-id is the delivery key', async () => {
    const { id, secret } = await connectClientWebhook(['hot']);
    const before = receiver.received.length;
    const [leadId] = await newDeliveredLeads(test, campaignId, 1, 'signed');
    const [delivery] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.status === 'delivered',
    );
    const item = receiver.received.slice(before).find((entry) => entry.id === delivery?.idempotencyKey);
    if (!item) throw new Error('not received');
    const payload = verified(secret, item) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('lead.created');
    expect(payload.data).toMatchObject({ id: leadId, campaign_id: '10000001', tags: ['hot'] });
    expect(Math.abs(Number(item.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    // A tampered body or another secret fails the same verifier.
    expect(() => verified(secret, { ...item, body: item.body.replace('"hot"', '"cold"') })).toThrow();
    expect(() => verified('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', item)).toThrow();
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastHttpStatus: 200,
      lastError: null,
    });
  });

  it('keeps webhook-id across retries: a 500 then a 200 is one lead for the receiver', async () => {
    const { id, secret } = await connectClientWebhook();
    receiver.behave((_item, seen) => (seen === 1 ? { status: 500, body: 'boom' } : { status: 200 }));
    await newDeliveredLeads(test, campaignId, 1, 'retry');
    const [failed] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.attempts === 1 && rows[0]?.status === 'pending',
    );
    expect(failed).toMatchObject({ lastHttpStatus: 500, lastError: 'HTTP 500: boom' });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // The backoff's wait (10 s and its jitter), shortened for the test where the engine reads it: the
    // queue's row. Shortened in the log instead, the retry came after the backoff, and the wait for
    // it (10 s) failed whenever the jitter was long enough.
    await test.ctx.db
      .update(deliveryQueue)
      .set({ nextAttemptAt: new Date() })
      .where(eq(deliveryQueue.integrationId, id));
    engine.wake();
    const [done] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.status === 'delivered',
    );
    const attempts = receiver.received.filter((item) => item.id === done?.idempotencyKey);
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) verified(secret, attempt);
    expect(done).toMatchObject({ attempts: 2, lastHttpStatus: 200 });
  });

  it('honours a 429 Retry-After: the next attempt is not sooner', async () => {
    const { id } = await connectClientWebhook();
    receiver.behave(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    const started = Date.now();
    await newDeliveredLeads(test, campaignId, 1, 'throttled');
    const [row] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.attempts === 1 && rows[0]?.status === 'pending',
    );
    expect(row?.lastHttpStatus).toBe(429);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 120_000);
  });

  it('sends it within 1 s of the lead being created, without waiting for a poll', async () => {
    const slow = startDeliveryEngine(test.ctx, { pollMs: 60_000, onError: () => {} });
    await engine.stop();
    try {
      const { id } = await connectClientWebhook();
      // Give the LISTEN connection a moment to be up.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = receiver.received.length;
      const created = Date.now();
      await newDeliveredLeads(test, campaignId, 1, 'fast');
      await until(
        async () => receiver.received.length,
        (n) => n > before,
        1_000,
      );
      expect(receiver.received.at(-1)?.receivedAt ?? Infinity).toBeLessThan(created + 1_000);
      await until(
        () => deliveriesOf(test, id),
        (rows) => rows[0]?.status === 'delivered',
      );
    } finally {
      await slow.stop();
      engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    }
  });
});

describe('rotating the secret', () => {
  it('answers a new secret once; for a day both the new and the old one verify', async () => {
    const { id, secret: old } = await connectClientWebhook();
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/integrations/${id}/rotate-secret`,
      headers: bearer(client),
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().secret as string;
    expect(fresh).not.toBe(old);
    const before = receiver.received.length;
    await newDeliveredLeads(test, campaignId, 1, 'rotated');
    await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.status === 'delivered',
    );
    const item = receiver.received.slice(before)[0];
    if (!item) throw new Error('not received');
    expect(item.signature.split(' ')).toHaveLength(2);
    verified(fresh, item);
    verified(old, item);
  });

  it('is for webhooks only', async () => {
    const [row] = await test.ctx.db
      .insert(companyIntegrations)
      .values({ companyId: clientCompany, slug: 'kartra', status: 'connected' })
      .returning();
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/integrations/${row?.id}/rotate-secret`,
      headers: bearer(client),
    });
    expect(response.statusCode).toBe(422);
    await test.ctx.db.delete(companyIntegrations).where(eq(companyIntegrations.id, row?.id ?? 0));
  });
});

describe('agency and campaign webhooks', () => {
  it("an agency's webhook gets its clients' leads; a campaign's webhook only that campaign's", async () => {
    await test.ctx.db.execute(sql`delete from company_integrations where slug = 'webhook'`);
    const agencyHook = await saveWebhook(test, agency, {
      company_id: agencyCompany,
      url: receiver.url,
      tags: ['agency'],
    });
    expect(agencyHook.json().result).toBe('success');
    const campaignHook = await test.app.inject({
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      headers: bearer(client),
      payload: {
        campaign_id: campaignId,
        slug: 'webhook',
        url: `${receiver.url}?campaign`,
        tags: ['campaign'],
      },
    });
    expect(campaignHook.json()).toMatchObject({ result: 'success' });
    expect(campaignHook.json().secret).toMatch(/^whsec_/);

    const agencyWebhook = await test.app.inject({
      method: 'GET',
      url: `/api/getagencywebhook/${agencyCompany}`,
      headers: bearer(agency),
    });
    expect(agencyWebhook.json().webhook).toMatchObject({ url: receiver.url, tags: ['agency'] });
    const tags = await test.app.inject({
      method: 'GET',
      url: `/api/getcampaigntags/${campaignId}`,
      headers: bearer(client),
    });
    expect(tags.json()).toEqual({ tags: ['campaign'] });
    const webhook = await test.app.inject({
      method: 'GET',
      url: `/api/getcampaignwebhook/${campaignId}`,
      headers: bearer(agency),
    });
    expect(webhook.json().webhook.url).toBe(`${receiver.url}?campaign`);

    const [leadId] = await newDeliveredLeads(test, campaignId, 1, 'both');
    const rows = await until(
      () =>
        test.ctx.db
          .select()
          .from(leadDeliveries)
          .where(eq(leadDeliveries.leadId, leadId ?? 0)),
      (list) => list.length === 2 && list.every((row) => row.status === 'delivered'),
    );
    expect(new Set(rows.map((row) => row.integrationId)).size).toBe(2);
    const other = await campaignOf(test, '10000002');
    await newDeliveredLeads(test, other.id, 1, 'beta');
    const betaRows = await test.ctx.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.campaignId, other.id));
    expect(betaRows).toHaveLength(0);
  });
});

describe('the delivery log', () => {
  it('shows each delivery to the client and to its agency, and Resend sends it again with the same key', async () => {
    const { id } = await connectClientWebhook();
    receiver.behave(() => ({ status: 400, body: '{"error":"bad"}' }));
    const [leadId] = await newDeliveredLeads(test, campaignId, 1, 'logged');
    const [failed] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.status === 'failed',
    );
    for (const [token, companyId] of [
      [client, clientCompany],
      [agency, agencyCompany],
    ] as const) {
      const log = await test.app.inject({
        method: 'GET',
        url: `/api/integrations/deliveries?company_id=${companyId}&lead_id=${leadId}`,
        headers: bearer(token),
      });
      expect(log.statusCode).toBe(200);
      expect(log.json().data).toEqual([
        expect.objectContaining({
          id: failed?.id,
          lead_id: leadId,
          slug: 'webhook',
          integration_name: 'Webhook (all campaigns)',
          status: 'failed',
          attempts: 1,
          last_http_status: 400,
          last_error: 'HTTP 400: {"error":"bad"}',
        }),
      ]);
    }
    receiver.behave(() => ({ status: 204 }));
    const resend = await test.app.inject({
      method: 'POST',
      url: `/api/integrations/deliveries/${failed?.id}/resend`,
      headers: bearer(agency),
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('The lead is queued to be sent again.');
    const [done] = await until(
      () => deliveriesOf(test, id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(done?.idempotencyKey).toBe(failed?.idempotencyKey);
    expect(done?.lastHttpStatus).toBe(204);
  });
});
