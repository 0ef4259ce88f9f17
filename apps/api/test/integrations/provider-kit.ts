// What the provider tests share: a lead as the delivery engine hands it over, and an endpoint on a fake.
import type {
  CampaignTargets,
  LeadForDelivery,
  ProviderEndpoint,
} from '../../src/modules/integrations/connector.ts';

export const LEAD: LeadForDelivery = {
  leadId: 7001,
  campaignId: 31,
  campaignDisplayId: '10000031',
  campaignName: 'Spring whitening',
  client: { id: 5, name: 'Bright Smiles' },
  module: 'local',
  firstName: 'Ada',
  lastName: 'Lane',
  email: 'Ada.Lane@example.test',
  phone: '+15550100100',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  companyName: null,
  jobTitle: null,
  keyword: 'teeth whitening',
  sourceUrl: 'https://acme-dental.test/offer',
  createdAt: '2026-11-26T06:30:00.000Z',
  journey: {
    first_seen_at: '2026-11-26T06:20:00.000Z',
    last_seen_at: '2026-11-26T06:29:00.000Z',
    visits: 1,
    page_views: 3,
    time_on_site_seconds: 540,
    referrer: 'https://search.example.test/',
    landing_page: 'https://acme-dental.test/?utm_source=newsletter',
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  },
  score: { value: 72, tags: ['hot'], reasons: [{ points: 72, text: 'Viewed /pricing' }] },
};

export const endpointOn = (baseUrl: string, timeoutMs = 1_000): ProviderEndpoint => ({
  baseUrl,
  fetch,
  timeoutMs,
});

export const delivery = (
  endpoint: ProviderEndpoint,
  credentials: Record<string, string>,
  targets: CampaignTargets,
  lead: LeadForDelivery = LEAD,
) => ({ endpoint, credentials, targets, lead, idempotencyKey: `lead-${lead.leadId}-integration-1` });
