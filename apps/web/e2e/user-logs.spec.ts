// The Agency User's Logs modal as the platform root (part 2 §2, §5, §6, §9): a fresh agency's
// logs, the Filters drawer narrowing them, the hover text of a cut description and the CSV.
import { readFile } from 'node:fs/promises';
import { messages } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { readyAgency } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

type LogPage = { data: { action: string; description: string }[]; total: number };

/** The platform root opens an agency's User logs from the agency list; answers once rows show. */
async function openLogsAsRoot(page: Page, companyId: number, companyName: string): Promise<Locator> {
  await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/agency-list');
  await waitForPath(page, '/configuration/agency-list');
  await page.getByLabel('Search by company, name or e-mail').fill(companyName);
  const agencyRow = await visible(page.getByTestId(`tenant-row-${companyId}`));
  await agencyRow.getByRole('button', { name: 'User logs' }).click();
  const modal = await visible(page.getByRole('dialog', { name: "Agency User's Logs" }));
  await visible(modal.getByTestId('log-row').first());
  return modal;
}

describe("Agency User's Logs", () => {
  it('lists a fresh agency’s logs, filters them by action and last week, shows the full text and downloads them', async () => {
    const agency = await readyAgency('user-logs');
    // Two sign-ins: the 'login' rows the filter narrows to.
    await apiSignIn(agency.email, 'localhost', agency.password);
    await apiSignIn(agency.email, 'localhost', agency.password);
    const { company_id: companyId, company_name: companyName } = await apiUser(agency.token);
    const rootToken = await apiSignIn('root@demo.test', 'localhost');
    const stored = await callApi<LogPage>('POST', '/configuration/user/log-user', {
      token: rootToken,
      body: { companyID: companyId },
    });
    expect(stored.status).toBe(200);
    const registered = stored.body.data.find((row) => row.action === 'register');
    expect(registered?.description.length).toBeGreaterThan(30);

    const page = browser.page();
    const modal = await openLogsAsRoot(page, companyId, companyName);
    const rows = modal.getByTestId('log-row');
    expect(await rows.count()).toBe(Math.min(10, stored.body.total));
    const registerRow = rows.filter({ hasText: 'register' });
    await visible(registerRow.getByRole('cell', { name: companyName, exact: true }));
    await expect(registerRow.getByRole('cell').first().textContent()).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );

    // A description over 30 characters is cut; hovering shows all of it, and so does the keyboard
    // (Tab reaches it), and a screen reader reads it whole.
    const cut = registerRow.getByTestId('log-description');
    const whole = registered?.description ?? '';
    await expect(cut.locator('[aria-hidden="true"]').textContent()).resolves.toBe(`${whole.slice(0, 30)}...`);
    await cut.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: whole });
    await visible(tooltip);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });
    await expect(cut.getAttribute('tabindex')).resolves.toBe('0');
    // Reached by Tab (back one stop and forward again: a keyboard's focus, not a click's).
    await cut.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cut.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await visible(tooltip);
    await expect(cut.locator('.mantine-VisuallyHidden-root').textContent()).resolves.toBe(whole);
    await cut.blur();

    await modal.getByRole('button', { name: 'Filters' }).click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Filter the logs' }));
    // Its × button is named like every dialog's (the page-state check caught it only when open).
    await visible(drawer.getByRole('button', { name: 'Close', exact: true }));
    expect(await seriousViolations(page, '.mantine-Drawer-content')).toEqual([]);
    await drawer.getByRole('combobox', { name: 'Action' }).click();
    // Actions are named, not coded: the sign-ins are 'login' in the API and the CSV.
    await page.getByRole('option', { name: 'Sign-in', exact: true }).click();
    await drawer.getByRole('button', { name: 'Last week' }).click();
    await expect(drawer.getByLabel('To').inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await modal.getByText('2 logs').waitFor();
    expect(await rows.count()).toBe(2);
    for (const text of await rows.allTextContents()) {
      expect(text).toContain('Sign-in');
      expect(text).not.toContain('login');
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^user-logs-test-agency-user-logs-[\w-]+\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
    expect(csv[0]).toBe('Date,Name,User type,Company,Action,Description,IP,Location,Campaign');
    expect(csv).toHaveLength(3);
    for (const line of csv.slice(1)) expect(line).toContain(`,${agency.name},Agency,${companyName},login,`);

    // Reset brings every log back.
    await modal.getByRole('button', { name: 'Filters' }).click();
    await visible(page.getByRole('dialog', { name: 'Filter the logs' }));
    await page
      .getByRole('dialog', { name: 'Filter the logs' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await modal.getByText(`${stored.body.total} logs`).waitFor();
  });

  it('a date range without logs, and a failed fetch, show No Data', async () => {
    const agency = await readyAgency('user-logs-empty');
    const { company_id: companyId, company_name: companyName } = await apiUser(agency.token);
    const page = browser.page();
    const modal = await openLogsAsRoot(page, companyId, companyName);

    const drawer = page.getByRole('dialog', { name: 'Filter the logs' });
    const rows = modal.getByTestId('log-row');

    // part 2 §8: a failed fetch empties the table.
    let failures = 0;
    const logFetch = '**/api/configuration/user/log-user';
    await page.route(logFetch, (route) => {
      failures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await modal.getByRole('button', { name: 'Filters' }).click();
    await drawer.getByRole('button', { name: 'Last 3 months' }).click();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await visible(modal.getByText(messages.logsEmpty, { exact: true }));
    expect(failures).toBeGreaterThan(0);
    expect(await rows.count()).toBe(0);
    await page.unroute(logFetch);

    // An empty answer says the same.
    await modal.getByRole('button', { name: 'Filters' }).click();
    await drawer.getByLabel('From').fill('2001-01-01');
    await drawer.getByLabel('To').fill('2001-01-31');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/configuration/user/log-user')),
      drawer.getByRole('button', { name: 'Apply' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect((await answer.json()).total).toBe(0);
    await visible(modal.getByText(messages.logsEmpty, { exact: true }));
    expect(await rows.count()).toBe(0);
  });

  it('a second page of logs: the pager’s buttons have names and the dialog has no serious axe finding', async () => {
    const agency = await readyAgency('user-logs-pages');
    // Eleven sign-ins: more logs than one page of 10 holds.
    for (let signIn = 0; signIn < 11; signIn += 1)
      await apiSignIn(agency.email, 'localhost', agency.password);
    const { company_id: companyId, company_name: companyName } = await apiUser(agency.token);
    const page = browser.page();
    const modal = await openLogsAsRoot(page, companyId, companyName);

    await modal.getByRole('button', { name: 'Next page' }).click();
    await visible(
      modal
        .getByRole('button', { name: 'Page 2', exact: true })
        .and(page.locator('[aria-current="page"], [data-active="true"]')),
    );
    expect(await modal.getByTestId('log-row').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
