// Screens that tell the truth (issue 14): a refused save shows its field errors under the fields
// without a toast repeating them, and a sales person's lists speak of the agencies it looks after.

import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './browser.ts';
import { readyAgency } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('screens that tell the truth', () => {
  it('an e-mail already taken stands under its field, with no toast saying it again', async () => {
    const agency = await readyAgency('truth-toast');
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/client-management', agency.password);
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = await visible(page.getByRole('form', { name: 'Add client' }));
    await add.getByLabel('Full name').fill('Taken Address');
    await add.getByLabel('E-mail').fill('client@demo.test');
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(add.getByText(messages.emailTaken));
    // Give a toast the time it would take to appear.
    await page.waitForTimeout(800);
    expect(await page.locator('.mantine-Notifications-root').getByText(messages.emailTaken).count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });

  it('a sales person’s agency list speaks of the agencies it looks after', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'sales@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    await visible(
      page.getByText('The agencies you look after as their sales rep, account executive or referrer'),
    );
    expect(await page.getByText('Your agencies with their clients').count()).toBe(0);
  });
});
