// Steps of the dashboard browser tests: the e2e server's own database (leads are written straight
// into it until the lead engine exists), and a fresh agency with a client and a running campaign.
import type { CampaignView, ShellFacts } from '@lead/shared';
import type { Page } from 'playwright-core';
import { apiUser, callApi } from './api.ts';
import type { Host } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { addSandboxCard, completeSetup, readyAgency, registerFreshClient, shellFactsOf } from './shell.ts';
import { agencyRowThroughApi } from './tenants-steps.ts';
import { openSignedIn } from './ui.ts';

export type SeedLead = { firstName: string; lastName: string; email: string; priceCents: number; at: Date };

/** Leads of a campaign, as the lead engine would store them. */
export async function insertLeads(leadspeekApiId: string, seeds: SeedLead[]): Promise<void> {
  await withServerDatabase(async (client) => {
    for (const seed of seeds) {
      const inserted = await client.query(
        `insert into leads (campaign_id, company_id, module, person_key, first_name, last_name, email,
           price_cents, created_at)
         select id, company_id, module, $2, $3, $4, $5, $6, $7 from campaigns where leadspeek_api_id = $1`,
        [
          leadspeekApiId,
          `e2e-${seed.email}`,
          seed.firstName,
          seed.lastName,
          seed.email,
          seed.priceCents,
          seed.at,
        ],
      );
      if (inserted.rowCount !== 1) throw new Error(`No campaign ${leadspeekApiId} to add leads to`);
    }
  });
}

export type AgencyWithClient = {
  email: string;
  password: string;
  token: string;
  clientId: number;
  clientName: string;
  facts: ShellFacts;
};

/** A fresh agency with one fresh client of its own that has a card on file (activation needs it). */
export async function agencyWithClient(label: string): Promise<AgencyWithClient> {
  const agency = await readyAgency(label);
  const me = await apiUser(agency.token);
  const row = await agencyRowThroughApi(me.company_name);
  if (!row?.orisubdomain) throw new Error(`no subdomain for ${me.company_name}`);
  // Signing up on the agency's own host makes the client its client.
  const client = await registerFreshClient(`${label}-client`, `${row.orisubdomain}.localhost` as Host);
  await addSandboxCard(client.token);
  await completeSetup(client.token);
  const clientUser = await apiUser(client.token);
  return {
    email: agency.email,
    password: agency.password,
    token: agency.token,
    clientId: clientUser.company_id,
    clientName: clientUser.company_name,
    facts: await shellFactsOf(agency.token),
  };
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An active Site ID campaign of the agency's client, created and started through the API. */
export async function runningSiteCampaign(setup: AgencyWithClient, campaignName: string): Promise<string> {
  const created = await callApi<{ campaign: CampaignView }>('POST', '/leadspeek/client/create', {
    token: setup.token,
    body: {
      companyID: setup.clientId,
      leadspeekType: 'local',
      campaignName,
      urlCode: 'https://client.example.com/landing',
      // Yesterday in UTC is already a started day in every zone, the campaign's own included.
      startDate: isoDay(-1),
      endDate: isoDay(365),
    },
  });
  if (created.status !== 200)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.campaign.leadspeek_api_id;
  const started = await callApi('PUT', '/leadspeek/client/activepause', {
    token: setup.token,
    body: { leadspeek_api_id: id, status: 'active' },
  });
  if (started.status !== 200)
    throw new Error(`activepause answered ${started.status}: ${JSON.stringify(started.body)}`);
  return id;
}

/** A paused campaign of another module, written straight into the table (its wizard is tested elsewhere). */
export async function storedCampaign(
  clientId: number,
  module: 'locator' | 'enhance' | 'b2b',
  campaignName: string,
): Promise<string> {
  const leadspeekApiId = `9${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1000)}`;
  await withServerDatabase((client) =>
    client.query(
      `insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status)
       values ($1, $2, $3, $4, 'paused')`,
      [leadspeekApiId, clientId, module, campaignName],
    ),
  );
  return leadspeekApiId;
}

/** Opens the agency's Site ID campaign management, signed in as the agency (ui.ts openSignedIn). */
export async function openSiteIdCampaignManagement(page: Page, setup: AgencyWithClient): Promise<void> {
  await openSignedIn(
    page,
    'localhost',
    setup.email,
    `/${setup.facts.moduleNames.local.url}/campaign-management`,
    setup.password,
  );
}
