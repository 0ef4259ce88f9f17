// The integrations screens tell the truth (issue 23 item 7): a company webhook shows on each
// campaign's Integrations panel as serving it, a campaign can turn it off for itself only (the
// delivery hook honours it), a campaign's own webhook is named by its host in the delivery log, and
// the delivered payload matches the committed JSON Schema with the campaign id people see, the client
// and the module's display name. The schema is on the docs page too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignIntegrations, leadDeliveries } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { companyOf, insertDemoCampaign } from '../demo-lookup.ts';
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

// ajv's 2020-12 build is CommonJS; the committed schema declares draft 2020-12.
const Ajv2020 = createRequire(import.meta.url)('ajv/dist/2020').default as new (
  options: object,
) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
const schemaFile = new URL(
  '../../../../packages/shared/src/contracts/lead-payload.schema.json',
  import.meta.url,
);

let test: TestApp;
let receiver: Receiver;
let engine: DeliveryEngine;
let client = '';
let agency = '';
const ids = { client: 0, agency: 0, campaign: 0, sibling: 0, clientHook: 0, agencyHook: 0 };
let clientSecret = '';

const details = async (token: string, campaignId: number) =>
  test.app.inject({
    method: 'POST',
    url: '/api/integration/details',
    headers: bearer(token),
    payload: { campaign_id: campaignId },
  });

const switchHook = async (token: string, campaignId: number, integrationId: number, enabled: boolean) =>
  test.app.inject({
    method: 'POST',
    url: '/api/integrations/company-webhook/campaign',
    headers: bearer(token),
    payload: { campaign_id: campaignId, integration_id: integrationId, enabled },
  });

/** Makes one lead on each campaign, waits for its deliveries, and answers which webhooks got which. */
async function deliveredTo(integrationId: number, label: string) {
  const [onCampaign] = await newDeliveredLeads(test, ids.campaign, 1, `${label}-a`);
  const [onSibling] = await newDeliveredLeads(test, ids.sibling, 1, `${label}-b`);
  await engine.idle();
  const rows = await deliveriesOf(test, integrationId);
  return {
    campaign: rows.some((row) => row.leadId === onCampaign),
    sibling: rows.some((row) => row.leadId === onSibling),
  };
}

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', INTEGRATION_TIMEOUT_MS: '2000' });
  receiver = await startReceiver();
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
  client = await test.signIn('client@demo.test');
  agency = await test.signIn('agency@demo.test');
  ids.client = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  ids.agency = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  ids.campaign = (await campaignOf(test, '10000001')).id;
  ids.sibling = (await insertDemoCampaign(test.ctx.db, '10000077')).id;
  const clientHook = (await saveWebhook(test, client, { company_id: ids.client, url: receiver.url })).json();
  ids.clientHook = clientHook.integration.id;
  clientSecret = clientHook.secret;
  ids.agencyHook = (
    await saveWebhook(test, agency, { company_id: ids.agency, url: receiver.url })
  ).json().integration.id;
});
afterAll(async () => {
  await engine.stop();
  await receiver.close();
  await test.close();
});

describe("the campaign's Integrations panel", () => {
  it('lists the client webhook and the agency webhook as serving every campaign of the client', async () => {
    for (const campaignId of [ids.campaign, ids.sibling]) {
      const response = await details(agency, campaignId);
      expect(response.statusCode).toBe(200);
      expect(response.json().company_webhooks).toEqual([
        expect.objectContaining({
          integration_id: ids.clientHook,
          owner: 'client',
          name: 'Webhook (all campaigns)',
          url: receiver.url,
          serves_campaign: true,
          can_switch: true,
        }),
        expect.objectContaining({
          integration_id: ids.agencyHook,
          owner: 'agency',
          url: receiver.url,
          serves_campaign: true,
          can_switch: true,
        }),
      ]);
    }
  });

  it("shows a client its agency's webhook as serving, without its URL or a switch", async () => {
    const listed = (await details(client, ids.campaign)).json().company_webhooks;
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ integration_id: ids.agencyHook, url: null, can_switch: false });
    const refused = await switchHook(client, ids.campaign, ids.agencyHook, false);
    expect(refused.statusCode).toBe(404);
    expect(await test.ctx.db.select().from(campaignIntegrations)).toEqual([]);
  });
});

describe('turning a company webhook off for one campaign', () => {
  it('stops its deliveries for that campaign only, and on again resumes them', async () => {
    expect(await deliveredTo(ids.clientHook, 'before')).toEqual({ campaign: true, sibling: true });

    const off = await switchHook(client, ids.campaign, ids.clientHook, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'The company webhook no longer receives this campaign’s leads. Other campaigns keep it.',
      company_webhook: { integration_id: ids.clientHook, serves_campaign: false },
    });
    const shown = (await details(client, ids.campaign)).json().company_webhooks[0];
    expect(shown).toMatchObject({ integration_id: ids.clientHook, serves_campaign: false });
    expect((await details(client, ids.sibling)).json().company_webhooks[0].serves_campaign).toBe(true);
    // The agency's webhook was not switched: it still gets the campaign's leads.
    const agencyBefore = (await deliveriesOf(test, ids.agencyHook)).length;
    expect(await deliveredTo(ids.clientHook, 'off')).toEqual({ campaign: false, sibling: true });
    expect((await deliveriesOf(test, ids.agencyHook)).length).toBe(agencyBefore + 2);

    // Repeating the same switch changes nothing more.
    expect((await switchHook(client, ids.campaign, ids.clientHook, false)).statusCode).toBe(200);
    const on = await switchHook(client, ids.campaign, ids.clientHook, true);
    expect(on.json().message).toBe('The company webhook receives this campaign’s leads again.');
    expect(await deliveredTo(ids.clientHook, 'on')).toEqual({ campaign: true, sibling: true });
  });

  it('another agency or its client cannot switch it (404) and nothing is written', async () => {
    for (const email of ['agency2@demo.test', 'client2@demo.test']) {
      const token = await test.signIn(email);
      const before = await test.ctx.db.select().from(campaignIntegrations);
      const response = await switchHook(token, ids.campaign, ids.clientHook, false);
      expect(response.statusCode, email).toBe(404);
      expect(response.body).not.toContain(receiver.url);
      expect(await test.ctx.db.select().from(campaignIntegrations)).toEqual(before);
    }
  });

  it('refuses a campaign webhook or an unknown integration (404), and bad input naming the field', async () => {
    const own = await test.app.inject({
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      headers: bearer(client),
      payload: { campaign_id: ids.sibling, slug: 'webhook', url: receiver.url },
    });
    const campaignHook = own.json().integration.id;
    expect((await switchHook(client, ids.sibling, campaignHook, false)).statusCode).toBe(404);
    expect((await switchHook(client, ids.campaign, 999_999, false)).statusCode).toBe(404);
    const bad = await test.app.inject({
      method: 'POST',
      url: '/api/integrations/company-webhook/campaign',
      headers: bearer(client),
      payload: { campaign_id: ids.campaign, integration_id: ids.clientHook, enabled: 'maybe' },
    });
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.json().errors).toHaveProperty('enabled');
    await test.ctx.db.execute(sql`delete from company_integrations where id = ${campaignHook}`);
  });
});

describe('the delivery log', () => {
  it("names a campaign's own webhook by its host and the company webhook as serving all campaigns", async () => {
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      headers: bearer(client),
      payload: { campaign_id: ids.campaign, slug: 'webhook', url: receiver.url },
    });
    const campaignHook = saved.json().integration.id;
    const [leadId] = await newDeliveredLeads(test, ids.campaign, 1, 'named');
    await engine.idle();
    const log = await test.app.inject({
      method: 'GET',
      url: `/api/integrations/deliveries?company_id=${ids.client}&lead_id=${leadId}`,
      headers: bearer(client),
    });
    const names = Object.fromEntries(
      log
        .json()
        .data.map((row: { integration_id: number; integration_name: string }) => [
          row.integration_id,
          row.integration_name,
        ]),
    );
    const host = new URL(receiver.url).host;
    expect(names[campaignHook]).toBe(`Webhook · ${host}`);
    expect(names[ids.clientHook]).toBe('Webhook (all campaigns)');
    await test.ctx.db.execute(sql`delete from company_integrations where id = ${campaignHook}`);
  });
});

describe('the lead payload', () => {
  it('a delivered payload validates against lead-payload.schema.json and carries what screens show', async () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    const before = receiver.received.length;
    const [leadId] = await newDeliveredLeads(test, ids.campaign, 1, 'payload');
    const [delivery] = await until(
      () =>
        test.ctx.db
          .select()
          .from(leadDeliveries)
          .where(eq(leadDeliveries.leadId, leadId ?? 0)),
      (rows) => rows.some((row) => row.integrationId === ids.clientHook && row.status === 'delivered'),
    ).then((rows) => rows.filter((row) => row.integrationId === ids.clientHook));
    const item = receiver.received.slice(before).find((entry) => entry.id === delivery?.idempotencyKey);
    if (!item) throw new Error('not received');
    const payload = verified(clientSecret, item);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    const company = await companyOf(test.ctx.db, 'client@demo.test');
    expect((payload as { data: object }).data).toMatchObject({
      id: leadId,
      campaign_id: '10000001',
      module: 'Site ID',
      client: { id: company.id, name: company.companyName },
    });
    // The schema refuses what the old payload sent: an internal campaign number, no client.
    const old = structuredClone(payload) as { data: Record<string, unknown> };
    old.data.campaign_id = ids.campaign;
    old.data.client = undefined;
    expect(validate(JSON.parse(JSON.stringify(old)))).toBe(false);
  });

  it('is on the docs page as the LeadPayload schema', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const component = response.json().components.schemas.LeadPayload;
    expect(component.properties.data.required).toEqual(
      expect.arrayContaining(['campaign_id', 'client', 'module']),
    );
  });
});
