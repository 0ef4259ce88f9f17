// The named leads the lead-report and invoice tests read: five of Acme's clients in early March 2026
// (three Site ID, one Search ID, one of Zeta Shop), one of Beta's, and one of Acme's before the range.
import type { ReportIds, reportKit } from './report-kit.ts';

export const LEAD_RANGE = '2026-03-01/2026-03-05';

export type LeadBook = { acmeSite: number; acmeSearch: number; zetaSite: number; zetaIdle: number };

export async function writeLeadBook(kit: ReturnType<typeof reportKit>, ids: ReportIds): Promise<LeadBook> {
  const acmeSite = (await kit.demoCampaign('10000001')).id;
  const betaSite = (await kit.demoCampaign('10000002')).id;
  const acmeSearch = await kit.campaign(ids.acmeClient, 'locator', {
    campaignName: 'Acme search',
    status: 'paused',
  });
  const zetaSite = await kit.campaign(ids.zeta, 'local', {
    campaignName: 'Zeta spring sale',
    platformFeeCents: 25_000,
    costPerLeadCents: 150,
  });
  const zetaIdle = await kit.campaign(ids.zeta, 'enhance', { campaignName: 'Zeta idle' });
  await kit.addLeads(acmeSite, [
    {
      at: '2026-03-02T10:00:00Z',
      firstName: 'Ann',
      lastName: 'Archer',
      email: 'ann@acme.test',
      priceCents: 100,
    },
    {
      at: '2026-03-02T11:00:00Z',
      firstName: 'Bob',
      lastName: 'Baker',
      email: 'bob@acme.test',
      priceCents: 300,
    },
    { at: '2026-03-03T09:00:00Z', firstName: 'Cy', lastName: 'Cole', email: null, priceCents: 200 },
    {
      at: '2026-02-27T09:00:00Z',
      firstName: 'Old',
      lastName: 'Olsen',
      email: 'old@acme.test',
      priceCents: 900,
    },
  ]);
  await kit.addLeads(zetaSite, [
    {
      at: '2026-03-04T08:00:00Z',
      firstName: 'Dee',
      lastName: 'Dunn',
      email: 'dee@zeta.test',
      priceCents: 50,
    },
  ]);
  await kit.addLeads(acmeSearch, [
    {
      at: '2026-03-04T09:00:00Z',
      firstName: 'Eve',
      lastName: 'Evans',
      email: 'eve@acme.test',
      priceCents: 400,
    },
  ]);
  await kit.addLeads(betaSite, [
    {
      at: '2026-03-02T12:00:00Z',
      firstName: 'Ann',
      lastName: 'Beta',
      email: 'ann@beta.test',
      priceCents: 999,
    },
  ]);
  return { acmeSite, acmeSearch, zetaSite, zetaIdle };
}
