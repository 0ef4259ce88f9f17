// What an agency owner meets every day on campaign management (issue 14; part 2 §2, §4, §7):
// editing a running campaign from its row menu, a price that cannot change once it runs (disabled with
// the rule's sentence, and the server's refusal shown as that one sentence), starting a campaign only
// after seeing its charges, continual top-up only on Prepaid campaigns and confirmed first, the table
// fitting 1440×900 with every row's actions reachable and no badge cut, and axe-core on the page and
// the edit dialog.
import {
  CAMPAIGN_FIELD_MESSAGES,
  type CampaignView,
  campaignFieldLockText,
  centsToDollars,
  fillMessage,
  formatCurrency,
} from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { rowAction, rowMenuButton, rowMenuItems } from './campaign-row-menu.ts';
import {
  type AgencyWithClient,
  agencyWithClient,
  openSiteIdCampaignManagement,
  runningSiteCampaign,
  storedCampaign,
} from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { uniqueWord } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function stored(setup: AgencyWithClient, id: string): Promise<CampaignView> {
  const answer = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, { token: setup.token });
  if (answer.status !== 200) throw new Error(`getcampaign answered ${answer.status}`);
  return answer.body;
}

/** A draft Site ID campaign priced by its agency (a draft's price may still change). */
async function pricedDraft(setup: AgencyWithClient, campaignName: string): Promise<string> {
  const created = await callApi<{ campaign: CampaignView }>('POST', '/leadspeek/client/create', {
    token: setup.token,
    body: {
      companyID: setup.clientId,
      leadspeekType: 'local',
      campaignName,
      urlCode: 'https://client.example.com/landing',
      startDate: isoDay(-1),
      endDate: isoDay(365),
    },
  });
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  const id = created.body.campaign.leadspeek_api_id;
  const priced = await callApi('PUT', '/leadspeek/client/update', {
    token: setup.token,
    body: { leadspeekID: id, PlatformFee: '150.00', CostMonth: '99.00', CostSet: '2.50' },
  });
  if (priced.status !== 200)
    throw new Error(`pricing answered ${priced.status}: ${JSON.stringify(priced.body)}`);
  return id;
}

async function openSiteIdCampaigns(page: Page, setup: AgencyWithClient): Promise<void> {
  await openSiteIdCampaignManagement(page, setup);
  await page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();
}

const rowOf = (page: Page, id: string) => page.locator(`tr[data-campaign="${id}"]`);

describe('editing a campaign', () => {
  it("saves a running campaign's new name and recipients from the row menu; its embed code stays", async () => {
    const setup = await agencyWithClient('campaign-edit');
    const name = uniqueWord('Running');
    const id = await runningSiteCampaign(setup, name);
    const before = await stored(setup, id);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);

    await rowAction(page, await visible(rowOf(page, id)), name, 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: `Edit ${name}` }));
    const nameField = dialog.getByRole('textbox', { name: 'Campaign name' });
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await visible(dialog.getByTestId('campaign-edit-has-run'));
    const renamed = `${name} Spring`;
    await nameField.fill(renamed);
    await dialog.getByRole('tab', { name: 'Leads & delivery' }).click();
    const recipients = dialog.getByRole('combobox', { name: 'Report recipients' });
    await recipients.fill('owner@client.example.com');
    await recipients.press('Enter');
    await recipients.fill('sales@client.example.com');
    await recipients.press('Enter');

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText(fillMessage('campaignUpdated', { id })).last());
    await visible(rowOf(page, id).getByText(renamed, { exact: true }));
    const after = await stored(setup, id);
    expect(after).toMatchObject({
      campaignName: renamed,
      reportSentTo: ['owner@client.example.com', 'sales@client.example.com'],
      status: 'active',
      cost_per_lead_cents: before.cost_per_lead_cents,
      embed_code: before.embed_code,
    });
  });

  it('tells a client its price is set by the agency, not why an agency could not change it', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/siteid/campaign-management');
    // Its start: demo-whole.spec.ts renames it for a while, beside this file.
    const campaign = /Acme Client Co website visitors/;
    await rowAction(page, await visible(page.locator('tr[data-campaign="10000001"]')), campaign, 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: new RegExp(`^Edit ${campaign.source}`) }));
    const costPerLead = dialog.getByRole('textbox', { name: 'Cost per lead' });
    await visible(costPerLead);
    expect(await costPerLead.isDisabled()).toBe(true);
    await visible(dialog.getByText(CAMPAIGN_FIELD_MESSAGES.priceByAgency).first());
    expect(await dialog.getByText(/agreed to this price/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the price of a running campaign: disabled with the reason, and a server refusal is one sentence', async () => {
    const setup = await agencyWithClient('campaign-price');
    const running = uniqueWord('Priced');
    const runningId = await runningSiteCampaign(setup, running);
    const draft = uniqueWord('Drafted');
    const draftId = await pricedDraft(setup, draft);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);

    await rowAction(page, await visible(rowOf(page, runningId)), running, 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: `Edit ${running}` }));
    const costPerLead = dialog.getByRole('textbox', { name: 'Cost per lead' });
    await visible(costPerLead);
    expect(await costPerLead.isDisabled()).toBe(true);
    await visible(dialog.getByText(campaignFieldLockText('CostSet', 'active') ?? '-'));
    expect(await dialog.getByRole('textbox', { name: 'Set-up fee' }).isDisabled()).toBe(true);
    await visible(dialog.getByText(campaignFieldLockText('PaymentTerm', 'active') ?? '-'));
    expect(await dialog.getByRole('textbox', { name: 'Campaign name' }).isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A draft's price is open; it starts (elsewhere) while the form is open: the server refuses.
    await rowAction(page, await visible(rowOf(page, draftId)), draft, 'Edit');
    const draftDialog = await visible(page.getByRole('dialog', { name: `Edit ${draft}` }));
    const draftCost = draftDialog.getByRole('textbox', { name: 'Cost per lead' });
    await expect.poll(() => draftCost.inputValue()).toBe('2.50');
    expect(await draftCost.isDisabled()).toBe(false);
    const started = await callApi('PUT', '/leadspeek/client/activepause', {
      token: setup.token,
      body: { leadspeek_api_id: draftId, status: 'active' },
    });
    expect(started.status).toBe(200);
    await draftCost.fill('0.75');
    await draftDialog.getByRole('button', { name: 'Save changes' }).click();
    const sentence = campaignFieldLockText('CostSet', 'active') ?? '-';
    await visible(draftDialog.getByTestId('campaign-edit-refusal').getByText(sentence, { exact: true }));
    expect(await draftDialog.getByText(sentence, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect((await stored(setup, draftId)).cost_per_lead_cents).toBe(250);
  });

  it("saves a paused Search ID campaign's new keyword through the same steps", async () => {
    const setup = await agencyWithClient('campaign-edit-search');
    const name = uniqueWord('Searching');
    const id = await storedCampaign(setup.clientId, 'locator', name);
    await withServerDatabase((client) =>
      client.query(
        `update campaigns set locator_keyword = '{dentist}', national_targeting = true,
           location_target = 'National Targeting', start_date = $2 where leadspeek_api_id = $1`,
        [id, isoDay(-1)],
      ),
    );
    const page = browser.page();
    await openSignedIn(
      page,
      'localhost',
      setup.email,
      `/${setup.facts.moduleNames.locator.url}/campaign-management`,
      setup.password,
    );
    const row = await visible(rowOf(page, id));
    await rowAction(page, row, name, 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: `Edit ${name}` }));
    await dialog.getByRole('tab', { name: 'Targeting' }).click();
    const keywords = dialog.getByRole('combobox', { name: /^Keywords/ });
    await keywords.fill('roof repair');
    await keywords.press('Enter');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stored(setup, id)).toMatchObject({
      locatorkeyword: ['dentist', 'roof repair'],
      nationaltargeting: true,
      status: 'paused',
    });
  });
});

describe('money actions ask first', () => {
  it('Activate shows the set-up fee, minimum and cost per lead, and starts only once confirmed', async () => {
    const setup = await agencyWithClient('campaign-charges');
    const name = uniqueWord('Charged');
    const id = await pricedDraft(setup, name);
    const campaign = await stored(setup, id);
    const money = (cents: number) => formatCurrency(centsToDollars(cents));
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    const row = await visible(rowOf(page, id));

    await rowAction(page, row, name, 'Activate');
    const confirm = await visible(page.getByRole('dialog', { name: `Start ${name}?` }));
    const charges = confirm.getByTestId('activation-charges');
    expect((await charges.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual([
      `Set-up fee: ${money(campaign.platform_fee_cents)}`,
      `Platform fee per week: ${money(campaign.min_cost_cents)}`,
      `Cost per lead: ${money(campaign.cost_per_lead_cents)}`,
    ]);
    expect(money(campaign.platform_fee_cents)).toBe('$150.00');
    // Every confirmation's × is named (the dialogs provider's default, not each call's).
    await visible(confirm.getByRole('button', { name: 'Close', exact: true }));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await stored(setup, id)).status).toBe('draft');

    await rowAction(page, row, name, 'Activate');
    const again = await visible(page.getByRole('dialog', { name: `Start ${name}?` }));
    await again.getByRole('button', { name: 'Start and bill' }).click();
    await visible(page.getByText(`Campaign ${id} is active.`));
    expect((await stored(setup, id)).status).toBe('active');
    // A weekly campaign has no continual top-up to switch.
    expect(await rowMenuItems(page, row, name)).not.toContain('Stop continual top-up');
  });

  it('continual top-up appears on a Prepaid campaign and is confirmed before it stops', async () => {
    const setup = await agencyWithClient('campaign-topup');
    const name = uniqueWord('Prepaid');
    const id = await runningSiteCampaign(setup, name);
    await withServerDatabase((client) =>
      client.query(
        `update campaigns set payment_term = 'Prepaid', topup_options = 'continual' where leadspeek_api_id = $1`,
        [id],
      ),
    );
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    const row = await visible(rowOf(page, id));
    expect(await rowMenuItems(page, row, name)).toContain('Stop continual top-up');
    await rowAction(page, row, name, 'Stop continual top-up');
    const confirm = await visible(page.getByRole('dialog', { name: `Stop continual top-up of ${name}?` }));
    await confirm.getByRole('button', { name: 'Stop continual top-up' }).click();
    await visible(page.getByText(`Continual top-up of campaign ${id} is stopped.`));
    expect(await rowMenuItems(page, row, name)).toContain('Start continual top-up');
  });
});

describe('the campaign table at 1440×900', () => {
  it("fits with every row's actions reachable, badges whole, and no serious axe violation", async () => {
    const setup = await agencyWithClient('campaign-fit');
    const names = [
      uniqueWord('A rather long campaign name for the spring visitors of the landing page'),
      uniqueWord('Paused'),
      uniqueWord('Draft'),
    ];
    const ids = [
      await runningSiteCampaign(setup, names[0] as string),
      await runningSiteCampaign(setup, names[1] as string),
      await pricedDraft(setup, names[2] as string),
    ];
    await callApi('PUT', '/leadspeek/client/activepause', {
      token: setup.token,
      body: { leadspeek_api_id: ids[1], status: 'paused' },
    });
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSiteIdCampaigns(page, setup);
    await visible(page.getByText('3 campaigns'));

    for (const [index, id] of ids.entries()) {
      const name = names[index] as string;
      const row = rowOf(page, id);
      const button = rowMenuButton(row, name);
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((await rowMenuItems(page, row, name)).length).toBeGreaterThan(2);
    }
    // The table does not scroll sideways: the last column is in view as it is.
    const overflow = await page
      .getByTestId('campaign-table')
      .evaluate((table) => table.getBoundingClientRect().right - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // No badge is cut: each label shows whole and stays inside its cell.
    const cut = await page.getByTestId('campaign-status').evaluateAll((badges) =>
      badges
        .filter((badge) => {
          const label = badge.querySelector('.mantine-Badge-label') ?? badge;
          const cell = badge.closest('td');
          return (
            label.scrollWidth > label.clientWidth + 1 ||
            (cell !== null && badge.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1)
          );
        })
        .map((badge) => badge.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.getByTestId('campaign-status').allTextContents()).toEqual(
      expect.arrayContaining(['Active', 'Paused', 'Draft']),
    );

    expect(await seriousViolations(page)).toEqual([]);
  });
});
