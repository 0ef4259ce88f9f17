// Set Cost for Agency (part 2 §3–§5) as root on a fresh agency: the enhance cost-per-lead minimum,
// the term switch with its amounts and wording, and what a save keeps.
import { type CostAgency, fillMessage } from '@lead/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { openAgencyListAsRoot, rowOf, searchOne } from './tenants-steps.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();

async function chooseTerm(dialog: Locator, term: string) {
  await dialog.getByRole('combobox', { name: 'Payment term' }).click();
  await dialog.page().getByRole('option', { name: term, exact: true }).click();
}

/** Types into a currency input and leaves it (the blur formats and checks). */
async function typeAmount(input: Locator, text: string) {
  await input.fill(text);
  await input.press('Tab');
}

describe('set cost for agency', () => {
  it('raises an enhance cost per lead to the minimum, swaps amounts by term, and saves', async () => {
    const agency = await apiUser((await registerFreshAgency('set-cost')).token);
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, agency.company_name);
    const row = await visible(rowOf(page, agency.company_id));
    await row.getByRole('button', { name: 'Set cost' }).click();
    const dialog = await visible(
      page.getByRole('dialog', { name: `Set Cost for Agency: ${agency.company_name}` }),
    );
    await dialog.getByRole('tab', { name: 'Enhance ID' }).click();
    await chooseTerm(dialog, 'Weekly');

    const costPerLead = dialog.getByRole('textbox', { name: 'Cost per lead' });
    // The platform fee (MinCostMonth) is named by the chosen term (the shared money words).
    const platformFee = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await typeAmount(costPerLead, '0.4');
    expect(await costPerLead.inputValue()).toBe('$1.00');
    await visible(dialog.getByText('*Cost Per Lead Minimum $1.00'));
    await typeAmount(platformFee('Platform fee per week'), '25');
    expect(await platformFee('Platform fee per week').inputValue()).toBe('$25.00');
    await visible(dialog.getByRole('textbox', { name: 'Set-up fee', exact: true }));

    // Monthly shows its own stored amounts and label; Weekly's typed ones are kept aside.
    await chooseTerm(dialog, 'Monthly');
    expect(await platformFee('Platform fee per month').inputValue()).toBe('$0.00');
    expect(await platformFee('Platform fee per week').count()).toBe(0);
    await typeAmount(platformFee('Platform fee per month'), '1,250.5');
    expect(await platformFee('Platform fee per month').inputValue()).toBe('$1,250.50');
    await chooseTerm(dialog, 'One Time');
    await visible(platformFee('Platform fee'));
    await chooseTerm(dialog, 'Weekly');
    expect(await platformFee('Platform fee per week').inputValue()).toBe('$25.00');
    expect(await costPerLead.inputValue()).toBe('$1.00');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('agencyCostsSaved', { name: agency.company_name })));
    await dialog.waitFor({ state: 'detached' });

    const root = await apiSignIn('root@demo.test', 'localhost');
    const saved = await callApi<{ data: CostAgency }>(
      'GET',
      `/configuration/setting/${agency.company_id}/costagency`,
      {
        token: root,
      },
    );
    expect(saved.body.data.enhance.Weekly).toMatchObject({
      EnhanceCostperlead: '1.00',
      EnhanceMinCostMonth: '25.00',
    });
    expect(saved.body.data.enhance.Monthly?.EnhanceMinCostMonth).toBe('1250.50');

    await row.getByRole('button', { name: 'Set cost' }).click();
    const reopened = await visible(
      page.getByRole('dialog', { name: `Set Cost for Agency: ${agency.company_name}` }),
    );
    await reopened.getByRole('tab', { name: 'Enhance ID' }).click();
    await chooseTerm(reopened, 'Weekly');
    expect(await reopened.getByRole('textbox', { name: 'Cost per lead' }).inputValue()).toBe('$1.00');
    expect(await reopened.getByRole('textbox', { name: 'Platform fee per week' }).inputValue()).toBe(
      '$25.00',
    );
    await chooseTerm(reopened, 'Monthly');
    expect(await reopened.getByRole('textbox', { name: 'Platform fee per month' }).inputValue()).toBe(
      '$1,250.50',
    );
  });
});
