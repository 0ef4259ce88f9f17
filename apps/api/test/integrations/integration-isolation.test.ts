// Cross-tenant isolation of integrations (issue 17 "Reliability and security"): an integration of
// agency A (or of its client) can never be read, used or changed by agency B or B's clients — every
// route that takes an integration, a delivery, a company or a campaign answers 404 (or 403 where the
// route is not for that kind of user) and nothing changes: no row, no request to the receiver. A
// client cannot reach its agency's webhook either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, leadDeliveries } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import {
  campaignOf,
  newDeliveredLeads,
  type Receiver,
  saveWebhook,
  startReceiver,
  until,
} from './integration-kit.ts';

let test: TestApp;
let receiver: Receiver;
let engine: DeliveryEngine;
const ids = { acmeAgency: 0, acmeClient: 0, acmeCampaign: 0, clientHook: 0, agencyHook: 0, delivery: 0 };

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  receiver = await startReceiver();
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
  ids.acmeAgency = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  ids.acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  ids.acmeCampaign = (await campaignOf(test, '10000001')).id;
  const client = await test.signIn('client@demo.test');
  const agency = await test.signIn('agency@demo.test');
  ids.clientHook = (
    await saveWebhook(test, client, { company_id: ids.acmeClient, url: receiver.url })
  ).json().integration.id;
  ids.agencyHook = (
    await saveWebhook(test, agency, { company_id: ids.acmeAgency, url: receiver.url })
  ).json().integration.id;
  await newDeliveredLeads(test, ids.acmeCampaign, 1, 'isolation');
  const rows = await until(
    () => test.ctx.db.select().from(leadDeliveries).where(eq(leadDeliveries.integrationId, ids.clientHook)),
    (list) => list[0]?.status === 'delivered',
  );
  ids.delivery = rows[0]?.id ?? 0;
});
afterAll(async () => {
  await engine.stop();
  await receiver.close();
  await test.close();
});

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

const foreignCalls = (): Array<[string, Call]> => [
  ['list', { method: 'GET', url: `/api/getcompanyintegrationlist/${ids.acmeClient}` }],
  ['detail', { method: 'GET', url: `/api/getcompanyintegrationdetail/${ids.acmeClient}/webhook` }],
  [
    'campaign details',
    { method: 'POST', url: '/api/integration/details', payload: { campaign_id: ids.acmeCampaign } },
  ],
  ['campaign webhook', { method: 'GET', url: `/api/getcampaignwebhook/${ids.acmeCampaign}` }],
  ['campaign tags', { method: 'GET', url: `/api/getcampaigntags/${ids.acmeCampaign}` }],
  [
    'save',
    {
      method: 'POST',
      url: '/api/saveintegration',
      payload: { company_id: ids.acmeClient, slug: 'webhook', url: 'http://127.0.0.1:9/evil' },
    },
  ],
  [
    'save campaign',
    {
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      payload: { campaign_id: ids.acmeCampaign, slug: 'webhook', url: 'http://127.0.0.1:9/evil' },
    },
  ],
  [
    'switch company webhook',
    {
      method: 'POST',
      url: '/api/integrations/company-webhook/campaign',
      payload: { campaign_id: ids.acmeCampaign, integration_id: ids.clientHook, enabled: false },
    },
  ],
  ['test', { method: 'POST', url: `/api/integrations/${ids.clientHook}/test` }],
  ['test agency hook', { method: 'POST', url: `/api/integrations/${ids.agencyHook}/test` }],
  ['rotate', { method: 'POST', url: `/api/integrations/${ids.clientHook}/rotate-secret` }],
  ['disconnect', { method: 'POST', url: `/api/integrations/${ids.agencyHook}/disconnect` }],
  ['log', { method: 'GET', url: `/api/integrations/deliveries?company_id=${ids.acmeClient}` }],
  ['resend', { method: 'POST', url: `/api/integrations/deliveries/${ids.delivery}/resend` }],
  ['net-new', { method: 'GET', url: `/api/integrations/net-new-rejections?company_id=${ids.acmeAgency}` }],
  ['live ticket', { method: 'POST', url: '/api/leads/live/ticket', payload: { company_id: ids.acmeAgency } }],
  ['sendgrid lists', { method: 'GET', url: `/api/sendgridlist/${ids.acmeClient}` }],
  [
    'ghl user tags',
    { method: 'GET', url: `/api/gohighlevel/usertags/${ids.acmeCampaign}/${ids.acmeClient}` },
  ],
];

async function snapshot() {
  const integrations = await test.ctx.db.select().from(companyIntegrations).orderBy(companyIntegrations.id);
  const deliveries = await test.ctx.db.select().from(leadDeliveries).orderBy(leadDeliveries.id);
  return { integrations, deliveries, received: receiver.received.length };
}

describe("another agency and its client reach none of agency A's integrations", () => {
  for (const email of ['agency2@demo.test', 'client2@demo.test']) {
    it(`${email}: 404 on every call naming A's rows, and nothing changes`, async () => {
      const token = await test.signIn(email);
      const before = await snapshot();
      for (const [name, call] of foreignCalls()) {
        const response = await test.app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
        expect(response.body).not.toContain(receiver.url);
      }
      const agencyOnly = await test.app.inject({
        method: 'GET',
        url: `/api/getagencywebhook/${ids.acmeAgency}`,
        headers: bearer(token),
      });
      expect(agencyOnly.statusCode).toBe(email.startsWith('agency') ? 404 : 403);
      await engine.idle();
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe("a client and its agency's integrations", () => {
  it("the client cannot read or change its agency's webhook; the agency reaches its client's", async () => {
    const client = await test.signIn('client@demo.test');
    const agency = await test.signIn('agency@demo.test');
    for (const call of [
      { method: 'POST' as const, url: `/api/integrations/${ids.agencyHook}/rotate-secret` },
      { method: 'GET' as const, url: `/api/getcompanyintegrationlist/${ids.acmeAgency}` },
    ]) {
      const response = await test.app.inject({ ...call, headers: bearer(client) });
      expect(response.statusCode, call.url).toBe(404);
    }
    const agencyWebhook = await test.app.inject({
      method: 'GET',
      url: `/api/getagencywebhook/${ids.acmeAgency}`,
      headers: bearer(client),
    });
    expect(agencyWebhook.statusCode).toBe(403);
    const list = await test.app.inject({
      method: 'GET',
      url: `/api/getcompanyintegrationlist/${ids.acmeClient}`,
      headers: bearer(agency),
    });
    expect(list.json().integrations.map((row: { id: number }) => row.id)).toEqual([ids.clientHook]);
  });
});

describe('bad input', () => {
  it.each([
    ['a slug that is no provider', { company_id: 1, slug: 'myspace' }, 'slug'],
    ['no company', { slug: 'webhook', url: 'https://example.com' }, 'company_id'],
    ['a company id that is text', { company_id: 'abc', slug: 'webhook' }, 'company_id'],
    [
      'too many tags',
      { company_id: 1, slug: 'webhook', tags: Array.from({ length: 60 }, (_, i) => `t${i}`) },
      'tags',
    ],
  ])('%s → 400/422 naming %s, never 500', async (_case, payload, field) => {
    const client = await test.signIn('client@demo.test');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/saveintegration',
      headers: bearer(client),
      payload,
    });
    expect([400, 422]).toContain(response.statusCode);
    expect(JSON.stringify(response.json().errors ?? {})).toContain(field);
  });

  it('missing credentials of a provider are named field by field', async () => {
    const client = await test.signIn('client@demo.test');
    const { CONNECTORS } = await import('../../src/modules/integrations/connectors.ts');
    const had = CONNECTORS.kartra;
    CONNECTORS.kartra = {
      connector: {
        slug: 'kartra',
        connect: async () => ({ accountName: 'x' }),
        targets: async () => [],
        deliver: async () => {},
      },
      baseUrl: () => 'http://127.0.0.1:9',
    };
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/saveintegration',
        headers: bearer(client),
        payload: { company_id: ids.acmeClient, slug: 'kartra', credentials: { app_id: 'A1' } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'credentials.api_key': 'Enter the API key.',
        'credentials.api_password': 'Enter the API password.',
      });
    } finally {
      if (had) CONNECTORS.kartra = had;
      else delete CONNECTORS.kartra;
    }
  });
});
