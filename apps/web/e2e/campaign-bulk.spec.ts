// Several campaigns at once (issue 23 point 8): the agency selects campaigns by keyboard and with
// "select all", pauses them with one confirmation and sees what happened to each (one already paused
// is reported, not changed), then resumes them all after a confirmation that shows each campaign's
// start charges and their sum.
import { type CampaignView, centsToDollars, formatCurrency } from '@lead/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import {
  type AgencyWithClient,
  agencyWithClient,
  openSiteIdCampaignManagement,
  runningSiteCampaign,
} from './report-steps.ts';
import { uniqueWord } from './tenants-steps.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();

const campaignOf = async (setup: AgencyWithClient, id: string) =>
  (await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, { token: setup.token })).body;

async function openSiteIdCampaigns(page: Page, setup: AgencyWithClient): Promise<void> {
  await openSiteIdCampaignManagement(page, setup);
  await page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();
}

describe('bulk pause and resume in Campaign Management', () => {
  let setup: AgencyWithClient;
  const names = [uniqueWord('BulkOne'), uniqueWord('BulkTwo'), uniqueWord('BulkThree')];
  let ids: string[] = [];
  beforeAll(async () => {
    setup = await agencyWithClient('bulk');
    ids = await Promise.all(names.map((name) => runningSiteCampaign(setup, name)));
  });
  const setAll = (status: 'active' | 'paused', which = ids) =>
    callApi('PUT', '/leadspeek/client/bulk-activepause', {
      token: setup.token,
      body: { leadspeek_api_ids: which, status },
    });

  it('pauses the selected campaigns (chosen by keyboard and "select all") with one confirmation and reports each', async () => {
    // The third is paused already: pausing it again is refused with its reason.
    await setAll('paused', [ids[2] as string]);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    // Keyboard: Space on a focused row checkbox selects it.
    const first = page.getByRole('checkbox', { name: `Select ${names[0]}` });
    await first.focus();
    await page.keyboard.press('Space');
    expect(await first.isChecked()).toBe(true);
    await visible(page.getByTestId('bulk-selected').getByText('1 campaign selected'));
    await page.getByRole('checkbox', { name: 'Select every campaign on this page' }).check();
    await visible(page.getByTestId('bulk-selected').getByText('3 campaigns selected'));

    await page.getByRole('toolbar').getByRole('button', { name: 'Pause selected' }).click();
    const pause = await visible(page.getByRole('dialog', { name: 'Pause 3 campaigns?' }));
    for (const name of names) await visible(pause.getByText(name));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await pause.getByRole('button', { name: 'Pause campaigns' }).click();

    const results = await visible(page.getByRole('dialog', { name: 'What happened' }));
    await visible(results.getByText('2 changed, 1 not changed.'));
    const refusedRow = results.locator(`[data-campaign="${ids[2]}"]`);
    await visible(refusedRow.getByText('Not changed'));
    await visible(refusedRow.getByText(/paused/));
    for (const id of ids) expect((await campaignOf(setup, id)).status).toBe('paused');
  });

  it("resumes them after a confirmation with each campaign's start charges and their sum", async () => {
    await setAll('paused');
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    await page.getByRole('checkbox', { name: 'Select every campaign on this page' }).check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Resume selected' }).click();
    const resume = await visible(page.getByRole('dialog', { name: 'Resume 3 campaigns?' }));
    // Each campaign's own total (set-up fee + platform fee of the period), then the sum.
    const views = await Promise.all(ids.map((id) => campaignOf(setup, id)));
    const totals = views.map((view) => view.platform_fee_cents + view.min_cost_cents);
    for (const [index, id] of ids.entries())
      await visible(
        resume
          .locator(`[data-campaign="${id}"]`)
          .getByText(formatCurrency(centsToDollars(totals[index] ?? 0)), { exact: true }),
      );
    const sum = totals.reduce((a, b) => a + b, 0);
    await visible(
      resume
        .getByTestId('bulk-total')
        .getByText(`Total for 3 campaigns: ${formatCurrency(centsToDollars(sum))}`),
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await resume.getByRole('button', { name: 'Resume and bill' }).click();
    const resumed = await visible(page.getByRole('dialog', { name: 'What happened' }));
    await visible(resumed.getByText('3 changed, 0 not changed.'));
    for (const id of ids) expect((await campaignOf(setup, id)).status).toBe('active');
  });
});
