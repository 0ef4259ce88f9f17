// The lead the resolver makes of a page view, for tests that store leads by the resolver's own
// insert (write-leads.ts) without running the whole pipeline.
import type { NewLead } from '../../src/modules/lead-engine/write-leads.ts';

/** The lead of the page view `visitId` received at `receivedAt` (exact, as stored) on `campaign`. */
export const resolvedLead = (
  campaign: { id: number; companyId: number },
  visitId: number,
  receivedAt: string,
): NewLead => ({
  visitId,
  receivedAt,
  campaignId: campaign.id,
  companyId: campaign.companyId,
  module: 'local',
  personKey: `person-${visitId}`,
  source: 'pixel',
  keyword: null,
  sourceUrl: null,
  priceCents: 150,
  firstName: 'Ava',
  lastName: 'Parker',
  email: `ava${visitId}@example.com`,
  emailMd5: `md5-${visitId}`,
  phone: null,
  address: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  companyName: null,
  jobTitle: null,
  businessEmail: null,
  attributes: {},
});
