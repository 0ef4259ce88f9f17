// The demo is whole (issue 23 point 15): the seeded Site ID campaign watches the demo site on
// localhost, and its agency can open it in Edit, change it and save it; its landing page is kept.
// Every other seeded object people edit (the two agencies, their clients, their roles) opens in
// Edit and saves as it is.
import { type CampaignView, fillMessage, messages } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import { shellFactsOf } from './shell.ts';
import { openAgencyListAsRoot, searchOne } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();
const DEMO_CAMPAIGN = '10000001';
let restore: (() => Promise<unknown>) | null = null;

afterAll(async () => {
  await restore?.();
});

async function demoCampaign(token: string): Promise<CampaignView> {
  const answer = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${DEMO_CAMPAIGN}`, { token });
  if (answer.status !== 200) throw new Error(`getcampaign answered ${answer.status}`);
  return answer.body;
}

describe('the seeded demo campaign', () => {
  it('opens in Edit, saves a change, and keeps its landing page on the demo site', async () => {
    const token = await apiSignIn('agency@demo.test', 'acme.localhost');
    const before = await demoCampaign(token);
    expect(before.urlCode).toMatch(/^http:\/\/localhost:\d+\/demo-site\/$/);
    restore = () =>
      callApi('PUT', '/leadspeek/client/update', {
        token,
        body: { leadspeekID: DEMO_CAMPAIGN, campaignName: before.campaignName },
      });
    const facts = await shellFactsOf(token);
    const page = browser.page();
    await openSignedIn(
      page,
      'acme.localhost',
      'agency@demo.test',
      `/${facts.moduleNames.local.url}/campaign-management`,
    );
    await page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();

    const row = await visible(page.locator(`tr[data-campaign="${DEMO_CAMPAIGN}"]`));
    await rowAction(page, row, before.campaignName, 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: `Edit ${before.campaignName}` }));
    const nameField = dialog.getByRole('textbox', { name: 'Campaign name' });
    await expect.poll(() => nameField.inputValue()).toBe(before.campaignName);
    const renamed = `${before.campaignName} (edited)`;
    await nameField.fill(renamed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText(fillMessage('campaignUpdated', { id: DEMO_CAMPAIGN })).last());

    const after = await demoCampaign(token);
    expect(after.campaignName).toBe(renamed);
    expect(after.urlCode).toBe(before.urlCode);
    expect(after.startDate).toBe(before.startDate);
  });
});

const SEEDED = [
  { agency: 'Acme Marketing', owner: 'agency@demo.test', host: 'acme.localhost', client: 'Acme Client Co' },
  { agency: 'Beta Growth', owner: 'agency2@demo.test', host: 'beta.localhost', client: 'Beta Client Inc' },
] as const;

/**
 * Saves an opened inline form unchanged, once it has finished opening (its first field holds the
 * focus), and proves the server took it: a refusal prints its own answer.
 */
async function saveAsItIs(page: Page, form: Locator): Promise<void> {
  await expect
    .poll(() =>
      form
        .getByRole('textbox', { name: 'Company name' })
        .evaluate((field) => field === document.activeElement),
    )
    .toBe(true);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/configuration/user/update') && response.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
}

describe('the other seeded objects', () => {
  it('each seeded agency opens in Edit and saves as it is', async () => {
    const page = browser.page();
    await openAgencyListAsRoot(page);
    for (const seeded of SEEDED) {
      await searchOne(page, seeded.agency);
      const row = await visible(page.getByRole('row').filter({ hasText: seeded.agency }).first());
      await row.getByRole('button', { name: 'Edit' }).click();
      const form = await visible(page.getByRole('form', { name: `Edit ${seeded.agency}` }));
      await saveAsItIs(page, form);
      await visible(page.getByText(fillMessage('agencyUpdated', { name: seeded.agency })).first());
      await form.waitFor({ state: 'detached' });
    }
  });

  it("each seeded agency's client and role open in Edit and save as they are", async () => {
    for (const seeded of SEEDED) {
      const page = await browser.context().newPage();
      await openSignedIn(page, seeded.host, seeded.owner, '/configuration/client-management');
      // Other tests add clients to the demo agencies: the seeded one is found by its name.
      await searchOne(page, seeded.client);
      const row = await visible(page.getByRole('row').filter({ hasText: seeded.client }).first());
      await row.getByRole('button', { name: 'Edit' }).click();
      const form = await visible(page.getByRole('form', { name: `Edit ${seeded.client}` }));
      await saveAsItIs(page, form);
      await visible(page.getByText(fillMessage('clientUpdated', { name: seeded.client })).first());

      await page.goto(urlOn(seeded.host, '/configuration/role-list'));
      const role = await visible(page.getByRole('row').filter({ hasText: 'Agency Admin' }).first());
      await role.getByRole('button', { name: 'Edit' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Edit role' }));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByText(messages.roleSaved).first());
      await page.close();
    }
  });
});
