// Held for review (issue 12 item 4): an agency opens it from Campaign Management, sees the leads the
// velocity guard held (written straight into the server's database, as the guard writes them: a
// flood is not something a browser test should make), releases one after a confirmation that says
// what the client will be charged, discards another, and is told when a lead was decided elsewhere.
// Campaign Management counts the held leads on its button, and the count follows the decisions.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import {
  type AgencyWithClient,
  agencyWithClient,
  openSiteIdCampaignManagement,
  runningSiteCampaign,
} from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { uniqueWord } from './tenants-steps.ts';
import { visible, waitForPath } from './ui.ts';

const browser = browserPerFile();
const PRICE_CENTS = 125;

/** A held lead of the campaign, with the page view that made it; answers its id. */
async function holdLead(leadspeekApiId: string, personIndex: number, ip: string): Promise<number> {
  return withServerDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `with campaign as (select id, company_id from campaigns where leadspeek_api_id = $1),
        visit as (
          insert into visits (campaign_id, company_id, source, visitor_id, page_url, ip, user_agent, status)
          select id, company_id, 'pixel', 'held-' || $2, 'https://client.example.com/landing', $3,
            'Mozilla/5.0 Flood/1', 'held'
          from campaign returning id, campaign_id, company_id)
      insert into held_leads (visit_id, campaign_id, company_id, person_key, price_cents)
      select id, campaign_id, company_id, 'p' || lpad($2::text, 7, '0'), $4 from visit returning id`,
      [leadspeekApiId, personIndex, ip, PRICE_CENTS],
    );
    if (!rows[0]) throw new Error(`no campaign ${leadspeekApiId}`);
    return Number(rows[0].id);
  });
}

async function chargesOfHeld(heldLeadId: number): Promise<number> {
  return withServerDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from lead_charges c join held_leads h on h.lead_id = c.lead_id where h.id = $1`,
      [heldLeadId],
    );
    return rows[0]?.n ?? 0;
  });
}

/** Campaign Management shows how many leads wait on its way to Held for review. */
async function heldBadgeOf(page: Page): Promise<string | null> {
  await visible(page.getByRole('link', { name: /^Held for review/ }));
  const badge = page.getByTestId('held-count');
  return (await badge.count()) ? badge.textContent() : null;
}

async function openHeldLeads(setup: AgencyWithClient, held: number) {
  const page = browser.page();
  await openSiteIdCampaignManagement(page, setup);
  await visible(page.getByTestId('held-count').getByText(String(held), { exact: true }));
  // Read as shown ("Held for review 2"), the button's words and count are in its name (WCAG 2.5.3):
  // checked here, while the badge shows, not whenever the page's own check happens to run.
  expect(await seriousViolations(page, 'a[href="/held-leads"]')).toEqual([]);
  const waiting = `Held for review: ${held} ${held === 1 ? 'lead' : 'leads'} waiting`;
  await page.getByRole('link', { name: waiting }).click();
  await waitForPath(page, '/held-leads');
  await visible(page.getByRole('heading', { level: 1, name: 'Held for review' }));
  return page;
}

describe('held for review', () => {
  it('releases a lead after saying what it charges, discards another, and ends empty', async () => {
    const setup = await agencyWithClient('held-ui');
    const campaign = await runningSiteCampaign(setup, uniqueWord('Flooded'));
    const first = await holdLead(campaign, 101, '203.0.113.50');
    const second = await holdLead(campaign, 102, '203.0.113.51');
    const page = await openHeldLeads(setup, 2);
    await visible(page.getByTestId('held-total').getByText('2 leads held'));

    const firstRow = page.getByTestId(`held-lead-${first}`);
    await visible(firstRow.getByText('203.0.113.50'));
    await visible(firstRow.getByText('$1.25'));
    await firstRow.getByRole('button', { name: 'Release' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Release this lead?' }));
    await visible(
      confirm.getByText(`${setup.clientName} will be charged $1.25 for this lead`, { exact: false }),
    );
    await confirm.getByRole('button', { name: 'Release and charge $1.25' }).click();
    await visible(page.getByText('The lead has been released. It is charged and delivered.'));
    await visible(page.getByTestId('held-total').getByText('1 lead held'));
    expect(await page.getByTestId(`held-lead-${first}`).count()).toBe(0);
    expect(await chargesOfHeld(first)).toBe(1);

    await page.getByTestId(`held-lead-${second}`).getByRole('button', { name: 'Discard' }).click();
    const discard = await visible(page.getByRole('dialog', { name: 'Discard this lead?' }));
    await visible(discard.getByText('It is never charged and never delivered.', { exact: false }));
    await discard.getByRole('button', { name: 'Discard' }).click();
    const empty = await visible(page.getByTestId('empty-state'));
    await visible(empty.getByText('No leads held for review'));
    expect(await chargesOfHeld(second)).toBe(0);

    // Back in Campaign Management (no reload): the decisions refreshed the count, no badge is left.
    await page.goBack();
    await waitForPath(page, `/${setup.facts.moduleNames.local.url}/campaign-management`);
    await expect.poll(() => heldBadgeOf(page)).toBeNull();
  });

  it('says so when the lead was decided elsewhere in the meantime', async () => {
    const setup = await agencyWithClient('held-race');
    const campaign = await runningSiteCampaign(setup, uniqueWord('Raced'));
    const held = await holdLead(campaign, 103, '203.0.113.52');
    const page = await openHeldLeads(setup, 1);
    const row = await visible(page.getByTestId(`held-lead-${held}`));
    // Another reviewer discards it first.
    await withServerDatabase((client) =>
      client.query(`update held_leads set status = 'discarded', decided_at = now() where id = $1`, [held]),
    );
    await row.getByRole('button', { name: 'Release' }).click();
    await page
      .getByRole('dialog', { name: 'Release this lead?' })
      .getByRole('button', { name: /^Release and charge/ })
      .click();
    await visible(page.getByText('This lead is no longer held for review.'));
    await visible(page.getByTestId('empty-state').getByText('No leads held for review'));
    expect(await chargesOfHeld(held)).toBe(0);
  });
});
