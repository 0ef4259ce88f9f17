// The manual bill switch (part 2 §4, §8) as root on a fresh agency: cancel changes nothing,
// confirm saves and stays after a reload.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { agencyRowThroughApi, openAgencyListAsRoot, rowOf, searchOne } from './tenants-steps.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();

describe('manual bill switch', () => {
  it('reverts on cancel, and on confirm saves with the notice and keeps it after reload', async () => {
    const agency = await apiUser((await registerFreshAgency('manual-bill')).token);
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, agency.company_name);
    const row = await visible(rowOf(page, agency.company_id));
    const toggle = row.getByRole('switch', { name: 'Manual bill' });
    expect(await toggle.isChecked()).toBe(false);

    await toggle.click({ force: true });
    const asked = await visible(page.getByRole('dialog', { name: 'Turn on manual billing?' }));
    await visible(asked.getByText(/billed wholesale to the agency’s card/));
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(false);
    expect((await agencyRowThroughApi(agency.company_name))?.manual_bill).toBe('F');

    await toggle.click({ force: true });
    const again = await visible(page.getByRole('dialog', { name: 'Turn on manual billing?' }));
    await again.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText(messages.manualBillSaved));
    expect(await toggle.isChecked()).toBe(true);
    expect((await agencyRowThroughApi(agency.company_name))?.manual_bill).toBe('T');

    await page.reload();
    await searchOne(page, agency.company_name);
    await visible(rowOf(page, agency.company_id));
    await expect
      .poll(() => rowOf(page, agency.company_id).getByRole('switch', { name: 'Manual bill' }).isChecked())
      .toBe(true);

    // Switching off warns that campaigns stop; cancelling leaves it on.
    await toggle.click({ force: true });
    const off = await visible(page.getByRole('dialog', { name: 'Turn off manual billing?' }));
    await visible(off.getByText(/will stop/));
    await page.keyboard.press('Escape');
    await off.waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(true);
    expect((await agencyRowThroughApi(agency.company_name))?.manual_bill).toBe('T');
  });
});
