// Issue 23 items 7 and 12 in the browser: the campaign's Integrations panel shows the client's webhook
// as serving the campaign, and its switch turns it off for this campaign (stored); the dashboard's
// "Download CSV" asks for the password before the file is handed out (the spec's download-auth), and
// focus returns to the button. No serious axe violation in either dialog.
import { messages } from '@lead/shared';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import { clientWithRunningCampaign, type Receiver, startReceiver } from './integrations-steps.ts';
import { insertLeads } from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { shellFactsOf } from './shell.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();
let receiver: Receiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  expect(await wcagViolations(page), where).toEqual([]);
}

describe("the campaign's Integrations panel", () => {
  it('shows the client webhook as serving the campaign, and turns it off for this campaign only', async () => {
    receiver = await startReceiver();
    const setup = await clientWithRunningCampaign('panel-hook');
    const saved = await callApi<{ integration: { id: number } }>('POST', '/saveintegration', {
      token: setup.token,
      body: { company_id: setup.companyId, slug: 'webhook', url: receiver.url },
    });
    expect(saved.status).toBe(200);
    const hookId = saved.body.integration.id;
    const facts = await shellFactsOf(setup.token);
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', setup.email, '/dashboard', setup.password);
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'));

    const openPanel = async () => {
      await page.goto(urlOn('acme.localhost', `/${facts.moduleNames.local.url}/campaign-management`));
      const row = await visible(page.locator(`tr[data-campaign="${setup.campaignId}"]`));
      await rowAction(page, row, setup.campaignName, 'Integrations');
      return visible(page.getByRole('dialog', { name: `Integrations of ${setup.campaignName}` }));
    };
    const dialog = await openPanel();
    const hook = await visible(dialog.getByTestId('company-webhook'));
    await visible(hook.getByText('(all campaigns)', { exact: false }));
    await visible(hook.getByText(receiver.url));
    expect(await dialog.getByText('No integration connected').count()).toBe(0);
    const serving = hook.getByRole('switch', { name: 'Sends this campaign’s leads' });
    expect(await serving.isChecked()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'campaign integrations with a company webhook');

    await serving.click();
    await visible(
      page.getByText('The company webhook no longer receives this campaign’s leads.', { exact: false }),
    );
    await expect.poll(() => serving.isChecked()).toBe(false);
    const stored = await withServerDatabase(async (client) => {
      const { rows } = await client.query<{ enabled: boolean }>(
        `select x.enabled from campaign_integrations x join campaigns c on c.id = x.campaign_id
          where c.leadspeek_api_id = $1 and x.integration_id = $2`,
        [setup.campaignId, hookId],
      );
      return rows;
    });
    expect(stored).toEqual([{ enabled: false }]);

    // Opened again, the panel still says it is off for this campaign.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const again = await openPanel();
    const switchAgain = again
      .getByTestId('company-webhook')
      .getByRole('switch', { name: 'Sends this campaign’s leads' });
    await expect.poll(() => switchAgain.isChecked()).toBe(false);
  });
});

describe("the dashboard's Download CSV", () => {
  it('asks for the password first: a wrong one downloads nothing, the right one downloads the file', async () => {
    const setup = await clientWithRunningCampaign('csv-auth');
    await insertLeads(setup.campaignId, [
      {
        firstName: 'Pia',
        lastName: 'Private',
        email: 'pia.private@leads.test',
        priceCents: 100,
        at: new Date(Date.now() - 3_600_000),
      },
    ]);
    const facts = await shellFactsOf(setup.token);
    const page = browser.page();
    await openSignedIn(
      page,
      'acme.localhost',
      setup.email,
      `/${facts.moduleNames.local.url}/dashboard`,
      setup.password,
    );
    const leads = await visible(page.getByTestId('recent-leads'));
    await visible(leads.getByText('pia.private@leads.test'));

    let downloads = 0;
    page.on('download', () => {
      downloads++;
    });
    const button = leads.getByRole('button', { name: 'Download CSV' });
    await button.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Confirm it is you' }));
    await visible(dialog.getByText('personal data', { exact: false }));
    await expectNoSeriousAxeViolations(page, 'download password dialog');

    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await visible(dialog.getByText(messages.currentPasswordInvalid));
    expect(downloads).toBe(0);

    await dialog.getByLabel('Your password').fill(setup.password);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^leads-local-.*\.csv$/);
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
