// The providers inside the platform, end to end: a client connects SendGrid, GoHighLevel and Google
// Sheets through the API (credentials checked by the connector against the fake), chooses targets
// for a campaign, and the delivery engine brings each new lead to each provider once; net-new only
// keeps a lead the provider already has out, counted as a duplicate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { GHL_LOCATION, GHL_TOKEN, startFakeGoHighLevel } from './fakes/fake-gohighlevel.ts';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_GOOD_CODE,
  startFakeGoogle,
} from './fakes/fake-google.ts';
import { SENDGRID_KEY, startFakeSendgrid } from './fakes/fake-sendgrid.ts';
import { campaignOf, deliveriesOf, insertLeads, newDeliveredLeads, until } from './integration-kit.ts';

const LIST = 'a1b2c3d4-0000-4000-8000-000000000001';
let test: TestApp;
let engine: DeliveryEngine;
let sendgrid: Awaited<ReturnType<typeof startFakeSendgrid>>;
let highLevel: Awaited<ReturnType<typeof startFakeGoHighLevel>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let client: string;
let campaignId: number;
let companyId: number;
const integrationIds: Record<string, number> = {};

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(client), payload });

beforeAll(async () => {
  sendgrid = await startFakeSendgrid();
  highLevel = await startFakeGoHighLevel();
  google = await startFakeGoogle();
  test = await createTestApp({
    SECRETS_KEY: 'provider delivery tests, thirty-two characters or more',
    INTEGRATION_TIMEOUT_MS: '2000',
    SENDGRID_BASE_URL: sendgrid.url,
    GOHIGHLEVEL_BASE_URL: highLevel.url,
    GOOGLE_SHEETS_BASE_URL: google.url,
    GOOGLE_OAUTH_BASE_URL: google.url,
    GOOGLE_DRIVE_BASE_URL: google.url,
    GOOGLE_OAUTH_AUTHORIZE_URL: google.settings.authUrl,
    GOOGLE_OAUTH_CLIENT_ID: GOOGLE_CLIENT_ID,
    GOOGLE_OAUTH_CLIENT_SECRET: GOOGLE_CLIENT_SECRET,
  });
  const campaign = await campaignOf(test, '10000001');
  campaignId = campaign.id;
  companyId = campaign.companyId;
  client = await test.signIn('client@demo.test');
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
});
afterAll(async () => {
  await engine.stop();
  await test.close();
  await Promise.all([sendgrid.close(), highLevel.close(), google.close()]);
});

describe('connecting providers through the API', () => {
  it('a SendGrid key SendGrid refuses is not saved', async () => {
    const response = await call('POST', '/saveintegration', {
      company_id: companyId,
      slug: 'sendgrid',
      credentials: { api_key: 'SG.wrong' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The provider refused these credentials. Check them and try again.');
  });

  it('SendGrid and GoHighLevel connect with good credentials, named by the provider', async () => {
    const saved = await call('POST', '/saveintegration', {
      company_id: companyId,
      slug: 'sendgrid',
      credentials: { api_key: SENDGRID_KEY },
    });
    expect(saved.json()).toMatchObject({
      result: 'success',
      integration: { account_name: 'SendGrid (1 list)' },
    });
    integrationIds.sendgrid = saved.json().integration.id;
    const highLevelSaved = await call('POST', '/saveintegration', {
      company_id: companyId,
      slug: 'gohighlevel',
      credentials: { api_key: GHL_TOKEN, location_id: GHL_LOCATION },
    });
    expect(highLevelSaved.json()).toMatchObject({
      result: 'success',
      integration: { account_name: 'Acme Dental' },
    });
    integrationIds.gohighlevel = highLevelSaved.json().integration.id;
  });

  it('Google Sheets connects through consent and the callback', async () => {
    const check = await call('GET', `/leadspeek/googlespreadsheet/check-connect/${companyId}`);
    const state = new URL(check.json().auth_url).searchParams.get('state') ?? '';
    const landed = await test.app.inject({
      method: 'GET',
      url: `/api/leadspeek/googlespreadsheet/callback?code=${GOOGLE_GOOD_CODE}&state=${encodeURIComponent(state)}`,
    });
    expect(landed.headers.location).toBe('/integrations/googlesheet/google-sheets?google=connected');
    const list = await call('GET', `/getcompanyintegrationlist/${companyId}`);
    const googleRow = list.json().integrations.find((row: { slug: string }) => row.slug === 'googlesheet');
    expect(googleRow).toMatchObject({ status: 'connected', account_name: 'owner@acme-dental.test' });
    integrationIds.googlesheet = googleRow.id;
  });

  it("the campaign's targets are chosen from what each provider has", async () => {
    for (const [slug, targets] of [
      ['sendgrid', { lists: [LIST] }],
      ['gohighlevel', { tags: ['new-lead'] }],
      ['googlesheet', { sheetId: 'sheet-existing' }],
    ] as const) {
      const response = await call('POST', '/savecampaignintegrationdetails', {
        campaign_id: campaignId,
        slug,
        targets,
        net_new_only: slug === 'sendgrid',
      });
      expect(response.json().result, slug).toBe('success');
    }
  });
});

describe('leads delivered by the engine', () => {
  it('each new lead reaches every provider once: a contact in the list, a tagged contact, one row', async () => {
    const [leadId] = await newDeliveredLeads(test, campaignId, 1, 'providers');
    for (const slug of ['sendgrid', 'gohighlevel', 'googlesheet'])
      await until(
        () => deliveriesOf(test, integrationIds[slug] as number),
        (rows) => rows.some((row) => row.leadId === leadId && row.status === 'delivered'),
      );
    const email = [...sendgrid.contacts.keys()].find((address) => address.startsWith('providers.'));
    expect(email && sendgrid.contacts.get(email)?.list_ids).toEqual([LIST]);
    expect([...highLevel.contacts.values()].map((contact) => contact.tags)).toEqual([['new-lead']]);
    const rows = google.sheets.get('sheet-existing')?.rows ?? [];
    expect(rows.map((row) => row[0])).toEqual(['Lead ID', String(leadId)]);
  });

  it('net-new only: a lead SendGrid already has is not sent again, and is counted as a duplicate', async () => {
    const [leadId] = await insertLeads(test, campaignId, 1, 'returning');
    // The same person is a SendGrid contact in the chosen list already.
    const [lead] = await test.ctx.db
      .select({ email: leads.email })
      .from(leads)
      .where(eq(leads.id, leadId as number));
    const email = (lead?.email ?? '').toLowerCase();
    sendgrid.contacts.set(email, { email, list_ids: [LIST] });
    const before = sendgrid.requests.filter((request) => request.method === 'PUT').length;
    while ((await deliverLeads(test.ctx, campaignId)).delivered > 0) {}
    const deliveries = await until(
      () => deliveriesOf(test, integrationIds.sendgrid as number),
      (all) =>
        all.some(
          (delivery) =>
            delivery.leadId === leadId && delivery.status !== 'pending' && delivery.status !== 'sending',
        ),
    );
    expect(deliveries.find((delivery) => delivery.leadId === leadId)?.status).toBe('duplicate');
    expect(sendgrid.requests.filter((request) => request.method === 'PUT').length).toBe(before);
  });
});
