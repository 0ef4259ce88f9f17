// The public opt-out page (issue 6 point 5: no sign-in, branded by the host) and the platform opt-out
// list a system user keeps at /configuration/opt-out-list (part 2 §2, §6, §8 Purge).
import { createHash } from 'node:crypto';
import { SUPPRESSION_MESSAGES } from '@lead/shared';
import { describe, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();
const md5 = (text: string) => createHash('md5').update(text.trim().toLowerCase()).digest('hex');

describe('opting out', () => {
  it('a person submits the public page on an agency host; a system user sees the request done, adds one and purges', async () => {
    const page = browser.page();
    const email = `opt-out-${Date.now()}@example.com`;

    await page.goto(urlOn('acme.localhost', '/opt-out'));
    await visible(page.getByRole('banner').getByText('Acme Marketing', { exact: true }));
    await visible(page.getByRole('heading', { level: 1, name: 'Opt out' }));
    await page.getByLabel('E-mail').fill('not an address');
    await page.getByRole('button', { name: 'Opt me out' }).click();
    await visible(page.getByText('Enter a valid e-mail address.'));
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Opt me out' }).click();
    await visible(page.getByRole('status').getByText(SUPPRESSION_MESSAGES.optOutReceived));

    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/opt-out-list');
    await waitForPath(page, '/configuration/opt-out-list');
    await visible(page.getByRole('heading', { level: 1, name: 'Exclusion List' }));
    const row = page.getByRole('row').filter({ hasText: md5(email) });
    await visible(row.getByText('Public page'));
    // The removal job runs in the background; the page refreshes until it is done.
    await row.getByText('Excluded').waitFor({ state: 'visible', timeout: 30_000 });

    const manual = `manual-${Date.now()}@example.com`;
    await page.getByLabel('E-mail address or MD5 hash').fill(manual);
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await visible(page.getByText(SUPPRESSION_MESSAGES.optOutAdded));
    await visible(
      page
        .getByRole('row')
        .filter({ hasText: md5(manual) })
        .getByText('Added by staff'),
    );

    await page.getByRole('button', { name: 'Purge list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record Purge Confirmation' });
    await visible(confirm.getByText('Are you sure you want to purge existing records?'));
    await confirm.getByRole('button', { name: 'Purge' }).click();
    const result = page.getByRole('dialog', { name: 'Records purged' });
    await visible(result.getByText(/^\d+ records have been purged from the opt-out list\.$/));
    await result.getByRole('button', { name: 'OK' }).click();
    // The finished request is gone with the list.
    await page
      .getByRole('row')
      .filter({ hasText: md5(email) })
      .waitFor({ state: 'detached' });
  });
});
