// General Settings and Role List of a fresh, fully set-up agency (its own account: other files are untouched).
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './browser.ts';
import { readyAgency, waitForShell } from './shell.ts';
import { openProfileMenuItem, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('module names and slugs in General Settings', () => {
  it('renaming Site ID to Pixel ID at /pixelid moves the sidebar entry and the routes', async () => {
    const agency = await readyAgency('rename-module');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await waitForShell(page);
    const sidebar = page.getByTestId('sidebar');
    await visible(sidebar.getByRole('link', { name: 'Site ID' }));

    await sidebar.getByRole('link', { name: 'General Settings' }).click();
    await page.getByLabel('Site ID name').fill('Pixel ID');
    await page.getByLabel('Site ID URL').fill('pixelid');
    await page.getByRole('button', { name: 'Save modules' }).click();
    await visible(page.getByText(messages.settingSaved));
    await visible(sidebar.getByRole('link', { name: 'Pixel ID' }));

    await page.goto(new URL('/pixelid', page.url()).toString());
    await waitForPath(page, '/pixelid/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Pixel ID Dashboard' }));
    await sidebar.getByRole('link', { name: 'Pixel ID' }).click();
    await waitForPath(page, '/pixelid/campaign-management');
    await visible(page.getByRole('heading', { level: 1, name: 'Pixel ID Campaign Management' }));
    await visible(page.getByText('No campaigns yet'));

    await page.goto(new URL('/siteid/dashboard', page.url()).toString());
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
  });
});

describe('role list', () => {
  it('adds a role with its permission grid, edits it and removes it', async () => {
    const agency = await readyAgency('roles');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/role-list', agency.password);
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add role' }));
    await dialog.getByLabel('Role name').fill('Campaign Manager');
    await dialog.getByLabel('Campaign Enable').check();
    await dialog.getByLabel('Campaign Create').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(messages.roleSaved));
    const row = await visible(page.getByRole('row').filter({ hasText: 'Campaign Manager' }));
    await visible(row.getByText('Campaign', { exact: true }));

    await row.getByRole('button', { name: 'Edit' }).click();
    const editing = await visible(page.getByRole('dialog', { name: 'Edit role' }));
    await editing.getByLabel('LeadsPeek Enable').check();
    await editing.getByRole('button', { name: 'Save' }).click();
    await visible(row.getByText('Campaign, LeadsPeek'));

    await row.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this role?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByRole('row').filter({ hasText: 'Campaign Manager' }).waitFor({ state: 'detached' });
  });
});

describe('developer API key', () => {
  it('asks for the developer marketing services agreement first, in an embedded frame', async () => {
    const agency = await readyAgency('developer');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await openProfileMenuItem(page, 'Developer');
    const dialog = await visible(page.getByRole('dialog', { name: 'API KEY' }));
    const frame = page.frameLocator('iframe[title="Developer Marketing Services Agreement"]');
    await visible(frame.getByRole('heading', { level: 1 }).first());
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await visible(dialog.getByText('API credentials are issued in the Developer API section.'));
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await openProfileMenuItem(page, 'Developer');
    await visible(page.getByRole('dialog', { name: 'API KEY' }).getByText('API credentials are issued'));
  });
});

describe('questionnaire', () => {
  it('is offered on the dashboard until answered', async () => {
    const agency = await readyAgency('questionnaire');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Answer the questionnaire' }).click();
    await waitForPath(page, '/user/questionnaire');
    for (const [question, answer] of [
      ['Company size', '11 to 50 people'],
      ['Monthly lead goal', '100 to 500'],
      ['Main marketing channel', 'Paid search'],
    ]) {
      await page.getByRole('combobox', { name: question }).click();
      await page.getByRole('option', { name: answer }).click();
    }
    await page.getByLabel('How did you hear about us?').fill('A friend');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await visible(page.getByText(messages.questionnaireSaved));
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('link', { name: 'Answer the questionnaire' }).count()).toBe(0);
  });
});
