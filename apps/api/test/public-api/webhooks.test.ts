// The developer API's webhook endpoints (issue 26 part 2 item 3), called with the typed client: an
// agency's token creates the company webhooks of the integrations (all campaigns, or one campaign's)
// with their signing secret answered once; every delivery carries a Standard Webhooks signature
// (HMAC-SHA256 of id.timestamp.body) that the secret verifies, and after rotate-secret only the new
// one does. URLs pass the web's SSRF guard; another agency's ids and a token without webhooks:write
// change nothing.
import { PROBLEM_CONTENT_TYPE } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import {
  campaignOf,
  deliveriesOf,
  newDeliveredLeads,
  type Receiver,
  startReceiver,
  until,
  verified,
} from '../integrations/integration-kit.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
let guarded: TestApp;
let receiver: Receiver;
let engine: DeliveryEngine;
const kit = reportKit(() => test);
let ids: ReportIds;
let acme: DeveloperAccess;
let beta: DeveloperAccess;
let acmeLeadsOnly: DeveloperAccess;
let guardedAcme: DeveloperAccess;
let acmeCampaign = 0;

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', INTEGRATION_TIMEOUT_MS: '2000' });
  guarded = await createTestApp();
  receiver = await startReceiver();
  ids = await kit.tenants();
  acmeCampaign = (await campaignOf(test, '10000001')).id;
  acme = await developerAccess(test, 'agency@demo.test', ['webhooks:write']);
  beta = await developerAccess(test, 'agency2@demo.test', ['webhooks:write']);
  acmeLeadsOnly = await developerAccess(test, 'agency@demo.test', ['leads:read']);
  guardedAcme = await developerAccess(guarded, 'agency@demo.test', ['webhooks:write']);
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
});
afterAll(async () => {
  await engine.stop();
  await receiver.close();
  await test.close();
  await guarded.close();
});
afterEach(async () => {
  await test.ctx.db.execute(sql`delete from company_integrations where slug = 'webhook'`);
});

const webhookRows = async (app: TestApp = test) =>
  app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.slug, 'webhook'));

/** A lead of Acme's campaign delivered to the endpoint, as its receiver got it. */
async function deliveredTo(webhookId: number, label: string) {
  const before = receiver.received.length;
  await newDeliveredLeads(test, acmeCampaign, 1, label);
  await until(
    () => deliveriesOf(test, webhookId),
    (rows) =>
      rows.some((row) => row.status === 'delivered' && row.attempts > 0) && receiver.received.length > before,
  );
  const item = receiver.received.slice(before).at(-1);
  if (!item) throw new Error('not received');
  return item;
}

describe('POST /v1/webhooks', () => {
  it("creates the agency's webhook for all campaigns; answers its secret once, lists it without", async () => {
    const api = publicApi(test, acme.token);
    const { data, error, response } = await api.POST('/v1/webhooks', {
      body: { url: receiver.url, description: 'Zapier: new leads' },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      url: receiver.url,
      company_id: ids.acme,
      campaign_id: null,
      description: 'Zapier: new leads',
      status: 'active',
    });
    expect(data?.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(data?.secret_hint).toBe(`whsec_…${data?.secret?.slice(-4)}`);
    const listed = await api.GET('/v1/webhooks', {});
    const item = listed.data?.data.find((webhook) => webhook.id === data?.id);
    expect(item).toMatchObject({ url: receiver.url, description: 'Zapier: new leads' });
    expect(item).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.data)).not.toContain(data?.secret ?? 'no secret');
    // Stored sealed, never as the secret itself.
    const [row] = await webhookRows();
    expect(row?.credentialsEncrypted).not.toContain(data?.secret ?? 'no secret');
  });

  it('creates a webhook of one campaign, and one of a client it manages', async () => {
    const api = publicApi(test, acme.token);
    const forCampaign = await api.POST('/v1/webhooks', {
      body: { url: receiver.url, campaign_id: '10000001' },
    });
    expect(forCampaign.data).toMatchObject({ campaign_id: '10000001', company_id: ids.acmeClient });
    const forClient = await api.POST('/v1/webhooks', { body: { url: receiver.url, client_id: ids.zeta } });
    expect(forClient.data).toMatchObject({ campaign_id: null, company_id: ids.zeta });
  });

  it('answers a second webhook for the same leads with a 409 problem; after a delete it may be made again', async () => {
    const api = publicApi(test, acme.token);
    const first = await api.POST('/v1/webhooks', { body: { url: receiver.url } });
    const second = await api.POST('/v1/webhooks', { body: { url: `${receiver.url}?second` } });
    expect(second.response.status).toBe(409);
    expect(second.response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    await api.DELETE('/v1/webhooks/{webhookId}', { params: { path: { webhookId: first.data?.id ?? 0 } } });
    const again = await api.POST('/v1/webhooks', { body: { url: `${receiver.url}?again` } });
    expect(again.response.status).toBe(200);
    expect(again.data?.secret).not.toBe(first.data?.secret);
  });

  it('20 calls with one Idempotency-Key make one webhook; the repeats never see the secret', async () => {
    const api = publicApi(test, acme.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.POST('/v1/webhooks', {
          body: { url: receiver.url },
          params: { header: { 'idempotency-key': 'webhook-once-0001' } as never },
        }),
      ),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.data?.secret).length).toBe(1);
    expect(await webhookRows()).toHaveLength(1);
  });

  it.each([
    ['a URL that is not http(s)', 'ftp://example.com/hook'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['no URL at all', 'not a url'],
    ['a loopback address', 'http://127.0.0.1:8080/hook'],
    ['localhost', 'http://localhost/hook'],
    ['a private address', 'http://10.0.0.7/hook'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['an IPv6 loopback', 'http://[::1]/hook'],
    ['a URL with credentials', 'https://user:pass@example.com/hook'],
    ['a 100 KB string', `https://example.com/${'a'.repeat(100_000)}`],
    ['a NUL byte', 'https://example.com/\u0000hook'],
  ])('refuses %s with a 422 problem naming url, making nothing', async (_case, url) => {
    const { error, response } = await publicApi(guarded, guardedAcme.token).POST('/v1/webhooks', {
      body: { url },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(Object.keys(error?.errors ?? {})).toEqual(['url']);
    expect(await webhookRows(guarded)).toEqual([]);
  });
});

describe('signed deliveries and rotate-secret', () => {
  it('signs every delivery with the secret; after a rotation only the new secret verifies', async () => {
    const api = publicApi(test, acme.token);
    const { data } = await api.POST('/v1/webhooks', { body: { url: receiver.url } });
    const webhookId = data?.id ?? 0;
    const secret = data?.secret ?? '';
    const first = await deliveredTo(webhookId, 'v1-signed');
    expect(first.signature).toMatch(/^v1,/);
    expect(verified(secret, first)).toMatchObject({ type: 'lead.created' });

    const rotated = await api.POST('/v1/webhooks/{webhookId}/rotate-secret', {
      params: { path: { webhookId } },
    });
    expect(rotated.error, JSON.stringify(rotated.error)).toBeUndefined();
    const fresh = rotated.data?.secret ?? '';
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    const second = await deliveredTo(webhookId, 'v1-rotated');
    expect(second.signature.split(' ')).toHaveLength(1);
    expect(verified(fresh, second)).toBeTruthy();
    expect(() => verified(secret, second)).toThrow();
    const listed = await api.GET('/v1/webhooks', {});
    expect(listed.data?.data.find((webhook) => webhook.id === webhookId)?.secret_hint).toBe(
      `whsec_…${fresh.slice(-4)}`,
    );
  });

  it('a deleted webhook gets no more leads', async () => {
    const api = publicApi(test, acme.token);
    const { data } = await api.POST('/v1/webhooks', { body: { url: receiver.url } });
    const webhookId = data?.id ?? 0;
    const deleted = await api.DELETE('/v1/webhooks/{webhookId}', { params: { path: { webhookId } } });
    expect(deleted.data).toEqual({ id: webhookId, deleted: true });
    const before = receiver.received.length;
    await newDeliveredLeads(test, acmeCampaign, 1, 'v1-deleted');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
    expect(await deliveriesOf(test, webhookId)).toEqual([]);
    const listed = await api.GET('/v1/webhooks', {});
    expect(listed.data?.data.map((webhook) => webhook.id)).not.toContain(webhookId);
    const again = await api.DELETE('/v1/webhooks/{webhookId}', { params: { path: { webhookId } } });
    expect(again.response.status).toBe(404);
    const rotate = await api.POST('/v1/webhooks/{webhookId}/rotate-secret', {
      params: { path: { webhookId } },
    });
    expect(rotate.response.status).toBe(404);
  });
});

describe('GET /v1/webhooks', () => {
  it('pages oldest first, without another agency’s webhooks', async () => {
    const api = publicApi(test, acme.token);
    const made = [
      (await api.POST('/v1/webhooks', { body: { url: receiver.url } })).data?.id,
      (await api.POST('/v1/webhooks', { body: { url: receiver.url, client_id: ids.zeta } })).data?.id,
      (await api.POST('/v1/webhooks', { body: { url: receiver.url, campaign_id: '10000001' } })).data?.id,
    ];
    const betaHook = await publicApi(test, beta.token).POST('/v1/webhooks', { body: { url: receiver.url } });
    expect(betaHook.response.status).toBe(200);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const { data } = await api.GET('/v1/webhooks', { params: { query: { limit: 1, cursor } } });
      seen.push(...(data?.data ?? []).map((webhook) => webhook.id));
      cursor = data?.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(made);
  });
});

describe("another agency's ids and missing scopes", () => {
  it("answers another agency's webhook with a 404 problem; its secret and URL stay", async () => {
    const { data } = await publicApi(test, beta.token).POST('/v1/webhooks', { body: { url: receiver.url } });
    const webhookId = data?.id ?? 0;
    const [before] = await webhookRows();
    const api = publicApi(test, acme.token);
    const rotate = await api.POST('/v1/webhooks/{webhookId}/rotate-secret', {
      params: { path: { webhookId } },
    });
    const removed = await api.DELETE('/v1/webhooks/{webhookId}', { params: { path: { webhookId } } });
    for (const answer of [rotate, removed]) {
      expect(answer.response.status).toBe(404);
      expect(answer.error).toMatchObject({ status: 404, title: 'Not Found' });
    }
    const [after] = await webhookRows();
    expect(after).toEqual(before);
  });

  it("answers another agency's campaign or client with a 404 problem, making nothing", async () => {
    const api = publicApi(test, acme.token);
    for (const body of [
      { url: receiver.url, campaign_id: '10000002' },
      { url: receiver.url, client_id: ids.betaClient },
      { url: receiver.url, client_id: ids.beta },
      { url: receiver.url, client_id: ids.root },
    ]) {
      const { response } = await api.POST('/v1/webhooks', { body });
      expect(response.status).toBe(404);
    }
    expect(await webhookRows()).toEqual([]);
  });

  it('answers a token without webhooks:write with a 403 problem, making nothing', async () => {
    const api = publicApi(test, acmeLeadsOnly.token);
    const answers = [
      await api.GET('/v1/webhooks', {}),
      await api.POST('/v1/webhooks', { body: { url: receiver.url } }),
      await api.POST('/v1/webhooks/{webhookId}/rotate-secret', { params: { path: { webhookId: 1 } } }),
      await api.DELETE('/v1/webhooks/{webhookId}', { params: { path: { webhookId: 1 } } }),
    ];
    for (const answer of answers) {
      expect(answer.response.status).toBe(403);
      expect(answer.response.headers.get('www-authenticate')).toContain('insufficient_scope');
    }
    expect(await webhookRows()).toEqual([]);
  });
});
