// The agency list (part 2 §2): search, the three-state sort cycle, server-side pages and the filter
// popover, on a dozen fresh agencies found by a word only they carry.
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { drawnCompanies, openAgencyListAsRoot, searchList, uniqueWord } from './tenants-steps.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();
const AGENCIES = 12;

describe('agency list: search, sort, pages and filters', () => {
  it('finds the fresh agencies, cycles the sort asc → desc → none, pages by 10 and filters on Save', async () => {
    const word = uniqueWord('lst');
    const names: string[] = [];
    const ids: number[] = [];
    for (let index = 0; index < AGENCIES; index += 1) {
      // One after another (creation order) with names in another order (5 and 12 are coprime).
      const rank = String((index * 5) % AGENCIES).padStart(2, '0');
      const agency = await apiUser((await registerFreshAgency(`${word}-${rank}`)).token);
      names.push(agency.company_name);
      ids.push(agency.company_id);
    }
    const byName = [...names].sort();
    const newestFirst = [...names].reverse();

    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchList(page, word);
    await visible(page.getByTestId('tenant-total').getByText(`${AGENCIES} agencies`));
    await expect.poll(() => drawnCompanies(page)).toEqual(newestFirst.slice(0, 10));

    const header = (name: string) => page.getByRole('columnheader', { name });
    const sortBy = (name: string) => header(name).getByRole('button').click();

    await sortBy('Company name');
    await expect.poll(() => header('Company name').getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => drawnCompanies(page)).toEqual(byName.slice(0, 10));
    await visible(header('Company name').getByText('▲'));

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => drawnCompanies(page)).toEqual(byName.slice(10));
    await visible(page.getByText(`11–${AGENCIES} of ${AGENCIES}`));

    await sortBy('Company name');
    await expect.poll(() => header('Company name').getAttribute('aria-sort')).toBe('descending');
    await visible(header('Company name').getByText('▼'));
    await expect.poll(() => drawnCompanies(page)).toEqual([...byName].reverse().slice(0, 10));

    await sortBy('Company name');
    await expect.poll(() => header('Company name').getAttribute('aria-sort')).toBe('none');
    await expect.poll(() => drawnCompanies(page)).toEqual(newestFirst.slice(0, 10));

    // Created: oldest first, newest first, then back to no sort.
    await sortBy('Created');
    await expect.poll(() => drawnCompanies(page)).toEqual(names.slice(0, 10));
    await sortBy('Created');
    await expect.poll(() => drawnCompanies(page)).toEqual(newestFirst.slice(0, 10));
    await sortBy('Created');
    await expect.poll(() => header('Created').getAttribute('aria-sort')).toBe('none');

    // Filters apply on Save only: Direct Payment keeps the one agency billed wholesale.
    const root = await apiSignIn('root@demo.test', 'localhost');
    const billed = await callApi('PUT', '/configuration/user/manual-bill', {
      token: root,
      body: { companyID: ids[7], manualBill: 'T' },
    });
    expect(billed.status).toBe(200);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('checkbox', { name: 'Direct Payment' }).check();
    await expect.poll(() => drawnCompanies(page)).toEqual(newestFirst.slice(0, 10));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawnCompanies(page)).toEqual([names[7]]);
    await visible(page.getByTestId('tenant-total').getByText('1 agency'));
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('checkbox', { name: 'Direct Payment' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByTestId('tenant-total').getByText(`${AGENCIES} agencies`));

    // A narrower search: one agency; a search that matches none says so.
    await searchList(page, names[3] ?? '');
    await expect.poll(() => drawnCompanies(page)).toEqual([names[3]]);
    await searchList(page, `${word}-nothing`);
    await visible(page.getByText('Nothing matches'));
  });
});
