// Net-new only (issue 17 item 4): a lead the connected list already has is not delivered to it again
// (its delivery ends 'duplicate', nothing is sent), and it is counted as a rejection reason of its own
// — on the dashboard's rejections report and in the integrations' net-new count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignIntegrations,
  companyIntegrations,
  leadDeliveries,
  leads,
} from '../../src/db/schema/index.ts';
import type { LeadForDelivery } from '../../src/modules/integrations/connector.ts';
import { CONNECTORS, type RegisteredConnector } from '../../src/modules/integrations/connectors.ts';
import { sealCredentials } from '../../src/modules/integrations/credentials.ts';
import { startDeliveryEngine } from '../../src/modules/integrations/delivery-engine-job.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { campaignOf, insertLeads } from './integration-kit.ts';

let test: TestApp;
let original: RegisteredConnector | undefined;
const delivered: LeadForDelivery[] = [];
const known = new Set<string>();

beforeAll(async () => {
  test = await createTestApp();
  original = CONNECTORS.sendgrid;
  CONNECTORS.sendgrid = {
    connector: {
      slug: 'sendgrid',
      connect: async () => ({ accountName: 'fake' }),
      targets: async () => [],
      deliver: async ({ lead }) => {
        delivered.push(lead);
      },
      exists: async ({ lead }) => known.has(lead.email ?? ''),
    },
    baseUrl: () => 'http://127.0.0.1:9',
  };
});
afterAll(async () => {
  if (original) CONNECTORS.sendgrid = original;
  await test.close();
});

describe('net-new only', () => {
  it('skips a contact the list has, and counts it on the dashboard and in the net-new count', async () => {
    const clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
    const agencyCompany = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
    const campaign = await campaignOf(test, '10000001');
    const [integration] = await test.ctx.db
      .insert(companyIntegrations)
      .values({
        companyId: clientCompany,
        slug: 'sendgrid',
        status: 'connected',
        credentialsEncrypted: sealCredentials(test.ctx.config, { api_key: 'k' }),
        credentialFields: ['api_key'],
      })
      .returning();
    const client = await test.signIn('client@demo.test');
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      headers: bearer(client),
      payload: { campaign_id: campaign.id, slug: 'sendgrid', targets: { lists: ['L1'] }, net_new_only: true },
    });
    expect(saved.json()).toMatchObject({ result: 'success', message: 'Changes saved successfully' });
    const [setting] = await test.ctx.db
      .select()
      .from(campaignIntegrations)
      .where(eq(campaignIntegrations.integrationId, integration?.id ?? 0));
    expect(setting).toMatchObject({ netNewOnly: true, targets: { lists: ['L1'] } });

    const [known1, fresh] = await insertLeads(test, campaign.id, 2, 'netnew');
    // The first lead's e-mail is already a contact of the list.
    const [first] = await test.ctx.db
      .select()
      .from(leads)
      .where(eq(leads.id, known1 ?? 0));
    known.add(first?.email ?? '');
    while ((await deliverLeads(test.ctx, campaign.id)).delivered > 0) {}
    const engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    await engine.idle();
    await engine.stop();

    const rows = await test.ctx.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.integrationId, integration?.id ?? 0))
      .orderBy(leadDeliveries.leadId);
    expect(rows.map((row) => [row.leadId, row.status])).toEqual([
      [known1, 'duplicate'],
      [fresh, 'delivered'],
    ]);
    expect(delivered.map((lead) => lead.leadId)).toEqual([fresh]);

    const agency = await test.signIn('agency@demo.test');
    const count = await test.app.inject({
      method: 'GET',
      url: `/api/integrations/net-new-rejections?company_id=${agencyCompany}`,
      headers: bearer(agency),
    });
    expect(count.json()).toEqual({
      total: 1,
      by_integration: [{ slug: 'sendgrid', name: 'SendGrid', count: 1 }],
    });

    // The report reads days in the agency's own zone: yesterday and today in UTC hold its today
    // whatever the hour (between UTC midnight and the zone's, its today is UTC's yesterday).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await test.app.inject({
      method: 'GET',
      url: `/api/leadspeek/report/rejections/all/${agencyCompany}/all/${day(-1)}/${day(0)}`,
      headers: { ...bearer(agency), timezone: 'UTC' },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().reasons).toContainEqual({ reason: 'net-new-duplicate', count: 1 });
  });

  it('is refused for a provider that cannot look contacts up (Google Sheets)', async () => {
    const client = await test.signIn('client@demo.test');
    const campaign = await campaignOf(test, '10000001');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/savecampaignintegrationdetails',
      headers: bearer(client),
      payload: { campaign_id: campaign.id, slug: 'googlesheet', net_new_only: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('net_new_only');
  });
});
