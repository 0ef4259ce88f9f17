// The spec's remaining screens (issue 14): the Clients page of the campaign layout (/Client: campaign
// groups and organizations, part 1 §2, part 2 §3 §7), the Referral Link page (/general/referralink/,
// part 2 §7) and document download authorisation (/download-auth/{pkdoc}, POST /docauth, part 1 §2 §7).
// Each: the user reaches it from the menu, sees its empty state, does the main action, and axe-core
// finds no serious or critical violation.
import { readFile } from 'node:fs/promises';
import { messages } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { agencyWithClient, insertLeads, runningSiteCampaign } from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { readyAgency } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';
import { openProfileMenuItem, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

/** No serious or critical accessibility violation on the page as it stands. */
async function expectAccessible(page: Page) {
  // Checked once nothing is fading in or out (a toast mid-transition is pale on purpose); endless
  // animations such as loaders are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A scroll-driven animation (a wide table's fade) follows its box's scroll: it never ends.
        .filter((animation) => animation.timeline === document.timeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await seriousViolations(page)).toEqual([]);
}

async function confirmDelete(page: Page, title: string) {
  const dialog = await visible(page.getByRole('dialog', { name: title }));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Clients page (/Client)', () => {
  it('adds, renames and deletes a client’s campaign groups and organizations from empty', async () => {
    const setup = await agencyWithClient('filing-ui');
    const page = browser.page();
    await openSignedIn(page, 'localhost', setup.email, '/dashboard', setup.password);
    await waitForPath(page, '/dashboard');
    // part 1 §2: Campaign (Dashboard, Create Campaign, Campaign Audience List, Clients)
    const campaignMenu = page.getByTestId('sidebar-entries');
    await visible(campaignMenu.locator('[data-sub-entry="campaign-audience"]'));
    await campaignMenu.locator('[data-sub-entry="campaign-clients"]').click();
    await waitForPath(page, '/Client');
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
    await visible(page.getByRole('combobox', { name: 'Client' }));
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Client' }).inputValue())
      .toBe(setup.clientName);

    // Campaign groups: empty, add, rename, delete.
    await visible(page.getByText('No campaign groups yet'));
    await expectAccessible(page);
    const spring = uniqueWord('Spring');
    await page.getByRole('button', { name: 'Add group' }).click();
    const addDialog = await visible(page.getByRole('dialog', { name: 'Add a campaign group' }));
    await addDialog.getByLabel('Group name').fill(spring);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByTestId('group-table').getByText(spring));

    // A second group of the same name is refused under the field.
    await page.getByRole('button', { name: 'Add group' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Add a campaign group' }));
    await again.getByLabel('Group name').fill(spring);
    await again.getByRole('button', { name: 'Save' }).click();
    await visible(again.getByText(/already/i));
    await again.getByRole('button', { name: 'Cancel' }).click();

    const summer = uniqueWord('Summer');
    await page.getByRole('button', { name: `Rename ${spring}` }).click();
    const renameDialog = await visible(page.getByRole('dialog', { name: 'Rename the group' }));
    await renameDialog.getByLabel('Group name').fill(summer);
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByTestId('group-table').getByText(summer));
    await page.getByRole('button', { name: `Delete ${summer}` }).click();
    await confirmDelete(page, `Delete the group “${summer}”?`);
    await visible(page.getByText('No campaign groups yet'));

    // Organizations: empty, add two (one part of the other), delete the parent.
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await visible(page.getByText('No organizations yet'));
    await expectAccessible(page);
    const downtown = uniqueWord('Downtown');
    const uptown = uniqueWord('Uptown');
    await page.getByRole('button', { name: 'Add organization' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Add an organization' }));
    await dialog.getByLabel('Organization name').fill(downtown);
    await dialog.getByLabel('Your own ID (optional)').fill('DT-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByTestId('organization-table').getByText(downtown));
    await page.getByRole('button', { name: 'Add organization' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add an organization' }));
    await dialog.getByLabel('Organization name').fill(uptown);
    await dialog.getByRole('combobox', { name: 'Part of' }).click();
    await page.getByRole('option', { name: downtown }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const uptownRow = page.getByRole('row').filter({ hasText: uptown });
    await visible(uptownRow.getByText(downtown));
    await expectAccessible(page);

    await page.getByRole('button', { name: `Delete ${downtown}` }).click();
    await confirmDelete(page, `Delete the organization “${downtown}”?`);
    await page.getByRole('row').filter({ hasText: downtown }).first().waitFor({ state: 'detached' });
    await visible(page.getByRole('row').filter({ hasText: uptown }).getByText('—').first());

    // Lead fields per product (GET /get-custom-fields/{slug}): Site ID leads carry the page visited.
    await page.getByRole('tab', { name: 'Lead fields' }).click();
    const fields = await visible(page.getByTestId('lead-field-table'));
    await visible(fields.getByText('Page visited'));
    expect(await fields.getByText('Job title').count()).toBe(0);
    await expectAccessible(page);
  }, 120_000);
});

describe('Referral Link page', () => {
  it('shows the agency its link with Copy, then the agency that registered through it', async () => {
    const agency = await readyAgency('referrer-ui');
    const page = browser.page();
    await browser.context().grantPermissions(['clipboard-write'], { origin: urlOn('localhost') });
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await openProfileMenuItem(page, 'Referral Link');
    await waitForPath(page, '/user/referral-link');
    await visible(page.getByRole('heading', { level: 1, name: 'Referral Link' }));
    await visible(page.getByText('No registrations yet'));
    const link = await page.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/\/agency-register\/[0-9A-F]{10}$/);
    // "Link copied" shows for a moment only: watched from before the click, so it cannot be missed.
    const copied = visible(page.getByRole('button', { name: 'Link copied' }));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await copied;
    // The copy is reported for the user log (POST /general/user-log-saved).
    await expect
      .poll(() =>
        withServerDatabase(async (client) => {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from user_logs l join users u on u.id = l.user_id
              where u.email = $1 and l.action = 'link-copied'`,
            [agency.email],
          );
          return rows[0]?.n ?? 0;
        }),
      )
      .toBe(1);
    await expectAccessible(page);

    // Someone registers through the link: the code arrives filled in on the agency sign-up form.
    const visitor = await browser.context().browser()?.newContext();
    const visitorPage = await visitor?.newPage();
    if (!visitorPage) throw new Error('no second browser context');
    // The link names the configured site (LINK_PORT); the test server listens on its own port.
    await visitorPage.goto(urlOn('localhost', new URL(link).pathname));
    const code = link.split('/').pop() ?? '';
    await expect.poll(() => visitorPage.getByLabel('Referral code').inputValue()).toBe(code);
    await visitor?.close();
    const referred = uniqueWord('Referred Agency');
    const registered = await callApi('POST', '/register', {
      body: {
        companyname: referred,
        name: 'Rae Ferred',
        email: `${referred.toLowerCase().replace(/\W+/g, '-')}@example.test`,
        password: 'Fresh!pass2026',
        userType: 'userdownline',
        domainName: 'localhost',
        refcode: code,
      },
    });
    expect(registered.status).toBe(200);
    await page.reload();
    const table = await visible(page.getByTestId('referral-registrations'));
    await visible(table.getByText(referred));
    await visible(table.getByText('Rae Ferred'));
    await visible(page.getByTestId('referral-total').getByText('1 agency'));
  }, 120_000);
});

describe('document download authorisation (/download-auth/{pkdoc})', () => {
  it('downloads a campaign’s leads only after the right password', async () => {
    const setup = await agencyWithClient('docauth-ui');
    const campaignName = uniqueWord('Docs');
    const campaign = await runningSiteCampaign(setup, campaignName);
    await insertLeads(campaign, [
      {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada.docauth@example.test',
        priceCents: 100,
        at: new Date(),
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan.docauth@example.test',
        priceCents: 100,
        at: new Date(),
      },
    ]);
    const page = browser.page();
    await openSignedIn(page, 'localhost', setup.email, '/dashboard', setup.password);
    await waitForPath(page, '/dashboard');

    // Another agency's campaign reads as unavailable.
    await page.goto(urlOn('localhost', '/download-auth/10000002'));
    await visible(page.getByText('This document is not available'));

    await page.goto(urlOn('localhost', `/download-auth/${campaign}`));
    await visible(page.getByRole('heading', { name: `Leads of ${campaignName}` }));
    await visible(page.getByTestId('document-details').getByText(/2 leads/));
    await expectAccessible(page);

    await page.getByLabel('Your password').fill('not-the-password');
    await page.getByRole('button', { name: 'Download the lead list' }).click();
    await visible(page.getByText(messages.currentPasswordInvalid));

    await page.getByLabel('Your password').fill(setup.password);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the lead list' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
    const content = await readFile((await file.path()) ?? '', 'utf8');
    expect(content).toContain('ada.docauth@example.test');
    expect(content).toContain('alan.docauth@example.test');
    await visible(page.getByText('The lead list was downloaded.'));
    expect(await page.getByLabel('Your password').inputValue()).toBe('');
  }, 120_000);
});
