// Beta b2b (part 1 §4 "Beta b2b"): a beta user opening B2B ID campaign management is asked to agree;
// Decline returns to the previous path, Confirm records the agreement and opens the page.
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { letIntoBeta, readyAgency, shellFactsOf, waitForShell } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

/** A fresh agency let into the b2b beta (only this agency, so other test files see no change). */
async function betaAgency(label: string) {
  const agency = await readyAgency(label);
  await letIntoBeta(agency.token, 'b2b_module');
  return agency;
}

describe('the b2b beta agreement', () => {
  it('asks a beta user, returns on Decline, records on Confirm', async () => {
    const agency = await betaAgency('b2b-beta');

    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await waitForShell(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: /B2B ID/ }).click();

    const dialog = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await waitForPath(page, '/dashboard');
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(false);

    await sidebar.getByRole('link', { name: /B2B ID/ }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await again.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, '/b2bid/campaign-management');
    await visible(page.getByRole('heading', { level: 1, name: 'B2B ID Campaign Management' }));
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(true);
  });

  it('Build Your Campaign asks for it when B2B ID is chosen; Decline un-chooses the product', async () => {
    const agency = await betaAgency('b2b-wizard');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/campaign-setup?module=b2bid', agency.password);
    const dialog = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const product = page.getByRole('combobox', { name: 'Product', exact: true });
    // The field's text follows its cleared value one render later (Mantine's Select).
    await expect.poll(() => product.inputValue()).toBe('');
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(false);

    await page.goto(urlOn('localhost', '/campaign-setup?module=b2bid'));
    const again = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await again.getByRole('button', { name: 'Confirm' }).click();
    await again.waitFor({ state: 'hidden' });
    await expect.poll(() => product.inputValue()).toBe('B2B ID');
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(true);
  });
});
