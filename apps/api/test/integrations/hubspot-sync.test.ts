// HubSpot inside the platform (issue 25 item 5): a client connects a private app token (checked with
// HubSpot first), turns HubSpot on for a campaign and names its field mapping; each new lead becomes
// one contact with a note through the delivery engine, with a link to the lead's page. Bad mappings
// are refused naming the field; another agency's client can neither read nor change the mapping.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, leadDeliveries } from '../../src/db/schema/index.ts';
import {
  type DeliveryEngine,
  startDeliveryEngine,
} from '../../src/modules/integrations/delivery-engine-job.ts';
import { reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { HUBSPOT_TOKEN, startFakeHubspot } from './fakes/fake-hubspot.ts';
import { campaignOf, newDeliveredLeads, until } from './integration-kit.ts';

let test: TestApp;
let hubspot: Awaited<ReturnType<typeof startFakeHubspot>>;
let engine: DeliveryEngine;
const kit = reportKit(() => test);
const call = kit.call;
let companyId = 0;
let campaignId = 0;
let integrationId = 0;

beforeAll(async () => {
  hubspot = await startFakeHubspot();
  test = await createTestApp({
    SECRETS_KEY: 'hubspot sync tests, thirty-two characters or more',
    INTEGRATION_TIMEOUT_MS: '2000',
    HUBSPOT_BASE_URL: hubspot.url,
  });
  const campaign = await campaignOf(test, '10000001');
  campaignId = campaign.id;
  companyId = campaign.companyId;
  engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
});
afterAll(async () => {
  await engine.stop();
  await test.close();
  await hubspot.close();
});

const save = (token: string) =>
  call('client@demo.test', 'POST', '/saveintegration', {
    company_id: companyId,
    slug: 'hubspot',
    credentials: { access_token: token },
  });

describe('connecting HubSpot', () => {
  it('a token HubSpot refuses is not saved', async () => {
    const response = await save('pat-wrong');
    expect(response.statusCode).toBe(422);
    const [row] = await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(and(eq(companyIntegrations.companyId, companyId), eq(companyIntegrations.slug, 'hubspot')));
    expect(row).toBeUndefined();
  });

  it('a good token connects, sealed and never answered', async () => {
    const response = await save(HUBSPOT_TOKEN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(HUBSPOT_TOKEN);
    integrationId = response.json().integration.id;
    const enabled = await call('client@demo.test', 'POST', '/savecampaignintegrationdetails', {
      campaign_id: campaignId,
      slug: 'hubspot',
      enabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });
});

describe('the field mapping', () => {
  const put = (email: string, fields: unknown, id = integrationId) =>
    call(email, 'PUT', `/integrations/${id}/field-map`, { fields });

  it.each([
    ['a property name with a space', { job_title: 'job title' }, 'fields.job_title'],
    ['a NUL byte', { city: 'city\u0000' }, 'fields.city'],
    ['100 KB', { city: 'c'.repeat(100_000) }, 'fields.city'],
    ['a field that does not exist', { favourite_colour: 'colour' }, 'fields'],
    ['moving the e-mail', { email: 'work_email' }, 'fields.email'],
  ])('refuses %s, naming the field', async (_, fields, field) => {
    const response = await put('client@demo.test', fields);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it.each([
    ['another agency’s client', 'client2@demo.test'],
    ['another agency', 'agency2@demo.test'],
  ])('%s cannot change it (404), and nothing changes', async (_, email) => {
    const response = await put(email, { job_title: '' });
    expect(response.statusCode).toBe(404);
    const [row] = await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(eq(companyIntegrations.id, integrationId));
    expect(row?.settings['field.job_title']).toBeUndefined();
  });

  it('ids past the integer range are refused, not looked up', async () => {
    for (const id of [2 ** 31, 2 ** 53]) {
      const response = await put('client@demo.test', { job_title: '' }, id);
      expect([400, 404, 422]).toContain(response.statusCode);
    }
  });

  it('saves a skipped field and a custom property, answering the whole mapping', async () => {
    hubspot.properties.add('lead_score');
    const response = await put('client@demo.test', { job_title: '', score: ' lead_score ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fields).toMatchObject({
      email: 'email',
      job_title: '',
      score: 'lead_score',
      city: 'city',
    });
  });
});

describe('the field mapping saved 20 times at once', () => {
  it('answers every save with the same whole mapping and keeps it once', async () => {
    const fields = { job_title: 'jobtitle', city: '', score: 'lead_score' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('client@demo.test', 'PUT', `/integrations/${integrationId}/field-map`, { fields }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json().fields))).size).toBe(1);
    const [row] = await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(eq(companyIntegrations.id, integrationId));
    expect(row?.settings).toMatchObject({
      'field.job_title': 'jobtitle',
      'field.city': '',
      'field.score': 'lead_score',
    });
  });
});

describe('leads to HubSpot', () => {
  it('each new lead becomes one contact with a note, through the delivery engine', async () => {
    const [leadId] = await newDeliveredLeads(test, campaignId, 1, 'hubspot');
    await engine.idle();
    const [delivery] = await until(
      () =>
        test.ctx.db
          .select()
          .from(leadDeliveries)
          .where(and(eq(leadDeliveries.leadId, leadId ?? 0), eq(leadDeliveries.slug, 'hubspot'))),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(delivery?.attempts).toBe(1);
    const contact = [...hubspot.contacts.values()].find((one) =>
      one.properties.email?.startsWith('hubspot.'),
    );
    expect(contact?.properties.jobtitle).toBeUndefined();
    const note = hubspot.notes.find((one) => one.contactIds.includes(contact?.id ?? ''));
    expect(note?.body).toMatch(new RegExp(`/siteid/leads/${leadId}">Open the lead</a>`));
  });
});
