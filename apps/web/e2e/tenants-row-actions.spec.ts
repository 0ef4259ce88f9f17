// Row actions of the agency list as root (part 2 §4, §6, §8): free plan, set sales person, and the
// refusal to disable a product that still runs campaigns.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { agencyRowThroughApi, openAgencyListAsRoot, rowOf, searchList, searchOne } from './tenants-steps.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const REDUCED_FOR_SALES = [
  'Free plan',
  'Set sales person',
  'Remove',
  'User logs',
  'Settle failed payment',
  'Billing history',
];

describe('the reduced view of sales people (part 2 §6)', () => {
  it('shows sales@demo.test its assigned agency without billing, plan, sales, remove or log actions', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'sales@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    const row = await visible(page.getByRole('row').filter({ hasText: 'agency@demo.test' }));
    await visible(row.getByRole('button', { name: 'Set cost' }));
    await visible(row.getByRole('button', { name: 'Edit' }));
    expect(await row.getByRole('switch', { name: 'Manual bill' }).count()).toBe(0);
    for (const action of REDUCED_FOR_SALES)
      expect(await row.getByRole('button', { name: action }).count()).toBe(0);
    // Beta Growth has no sales person: it is not in the sales person's downline.
    expect(await page.getByRole('row').filter({ hasText: 'agency2@demo.test' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add agency' }).count()).toBe(0);
  });
});

describe('agency row actions', () => {
  it('moves a fresh agency to the free plan and sets its sales people', async () => {
    const agency = await apiUser((await registerFreshAgency('row-actions')).token);
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, agency.company_name);
    const row = await visible(rowOf(page, agency.company_id));

    await row.getByRole('button', { name: 'Free plan' }).click();
    const plan = await visible(page.getByRole('dialog', { name: 'Move to the free plan?' }));
    await plan.getByRole('button', { name: 'Move to free plan' }).click();
    await visible(page.getByText(messages.freePlanSaved));
    await visible(row.getByTestId('package-suffix').getByText('Free', { exact: true }));
    expect((await agencyRowThroughApi(agency.company_name))?.package_suffix).toBe('FREE');

    await row.getByRole('button', { name: 'Set sales person' }).click();
    const sales = await visible(
      page.getByRole('dialog', { name: `Set Sales Person: ${agency.company_name}` }),
    );
    for (const field of ['Sales representative', 'Account executive']) {
      await sales.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: 'Sam Sales' }).click();
    }
    await sales.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(messages.salesPersonSaved));
    await visible(row.getByText('Sam Sales').first());
    const saved = await agencyRowThroughApi(agency.company_name);
    expect(saved).toMatchObject({ salesrep: 'Sam Sales', accountexecutive: 'Sam Sales', accountref: null });
  });

  it('refuses at once to turn off a product with active campaigns, listing them, and changes nothing', async () => {
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchList(page, 'agency@demo.test');
    const row = await visible(page.getByRole('row').filter({ hasText: 'agency@demo.test' }));
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = await visible(page.getByRole('form', { name: 'Edit Acme Marketing' }));
    const siteId = form.getByRole('group', { name: 'Modules' }).getByRole('checkbox').first();
    expect(await siteId.isChecked()).toBe(true);
    await siteId.click();
    const refusal = await visible(form.getByTestId('active-campaigns'));
    await visible(refusal.getByText(messages.productHasActiveCampaigns));
    await visible(refusal.getByText(/10000001/));
    expect(await siteId.isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    const acme = await agencyRowThroughApi('Acme Marketing');
    expect(acme?.selected_modules.find((module) => module.type === 'local')?.status).toBe(true);
  });
});
