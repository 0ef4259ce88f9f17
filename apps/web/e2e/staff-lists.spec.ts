// The Administrator List and the Sales Rep & AE List as the platform root (part 2 §2, §5, §6, §8).
// Every account made here has a unique name and e-mail and is removed again, so parallel files
// never see it.
import { fillMessage, messages } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, newestMailId, waitForMail } from './api.ts';
import { browserPerFile } from './browser.ts';
import { readyAgency } from './shell.ts';
import { openSignedIn, switchOn, visible } from './ui.ts';

const browser = browserPerFile();

const uniqueToken = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** libphonenumber's example US number: valid for the default country. */
const US_PHONE = '2015550123';

async function openAsRoot(page: Page, route: string, heading: string): Promise<void> {
  await openSignedIn(page, 'localhost', 'root@demo.test', `/configuration/${route}`);
  await visible(page.getByRole('heading', { level: 1, name: heading }));
}

/** Types a search; types it again if the page, still settling after load, cleared the box. */
async function search(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Search by name or e-mail');
  await expect
    .poll(async () => {
      if ((await box.inputValue()) !== text) await box.fill(text);
      await page.waitForTimeout(300);
      return box.inputValue();
    })
    .toBe(text);
}

async function confirmRemove(page: Page, row: Locator, title: string) {
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Remove' }).click();
  await row.waitFor({ state: 'detached' });
}

describe('administrator list', () => {
  it('adds an administrator, finds it, edits it, refuses a bad e-mail, re-invites and removes it', async () => {
    const page = browser.page();
    const token = uniqueToken('adm');
    const email = `${token}@example.test`;
    await openAsRoot(page, 'administrator-list', 'Administrator List');
    const mailBefore = await newestMailId();

    await page.getByRole('button', { name: 'Add administrator' }).click();
    const adding = await visible(page.getByRole('form', { name: 'New administrator' }));
    await adding.getByLabel('Full name').fill(`Ada ${token}`);
    await adding.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
    await adding.getByLabel('Phone number').fill(US_PHONE);
    await switchOn(adding, 'Customer care');
    await adding.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('teamMemberAdded', { name: `Ada ${token}` })));
    await adding.waitFor({ state: 'detached' });
    const invitation = await waitForMail(email, /./, mailBefore);

    await search(page, token);
    const row = await visible(page.getByRole('row').filter({ hasText: email }));
    await visible(row.getByText(`Ada ${token}`, { exact: true }));
    await visible(row.getByText('Customer care'));
    await visible(row.getByText(`+1 ${US_PHONE}`));
    // Without a role the row says so in its own type size (it once stood out, larger).
    const fontSize = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).fontSize);
    await expect(fontSize(row.getByText('No role', { exact: true }))).resolves.toBe(
      await fontSize(row.getByText(email, { exact: true })),
    );

    await row.getByRole('button', { name: 'Edit' }).click();
    const editing = await visible(page.getByRole('form', { name: 'Edit administrator' }));
    await expect.poll(() => editing.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    await editing.getByLabel('Full name').fill(`Ada Renamed ${token}`);
    await editing.getByRole('textbox', { name: 'E-mail' }).fill('not-an-e-mail');
    await editing.getByRole('button', { name: 'Save' }).click();
    await visible(editing.getByText(messages.emailInvalid));
    // The refused form was never sent: the row still shows the first name.
    await visible(row.getByText(`Ada ${token}`, { exact: true }));

    await editing.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await editing.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('teamMemberUpdated', { name: `Ada Renamed ${token}` })));
    await visible(row.getByText(`Ada Renamed ${token}`));
    await editing.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Resend invitation' }).click();
    await waitForMail(email, /./, invitation.id);

    await confirmRemove(page, row, 'Remove this administrator?');
    await visible(page.getByText('Nothing matches your search'));
  });

  it('sorts by name and e-mail through the three-state cycle', async () => {
    const page = browser.page();
    const token = uniqueToken('sort');
    const rootToken = await apiSignIn('root@demo.test', 'localhost');
    const root = await apiUser(rootToken);
    // Names and e-mails sort in opposite orders, so each column proves its own sort.
    const people = [
      { name: `Amy ${token}`, email: `b-${token}@example.test` },
      { name: `Zed ${token}`, email: `a-${token}@example.test` },
    ];
    const ids: number[] = [];
    for (const person of people) {
      const answer = await callApi<{ data: { id: number }[] }>('POST', '/configuration/user/create', {
        token: rootToken,
        body: {
          companyID: root.company_id,
          idsys: root.company_root_id,
          userType: 'administrator',
          ClientFullName: person.name,
          ClientEmail: person.email,
        },
      });
      expect(answer.status).toBe(200);
      ids.push(answer.body.data[0]?.id ?? 0);
    }
    try {
      await openAsRoot(page, 'administrator-list', 'Administrator List');
      await search(page, token);
      const names = page.locator('tbody tr td:first-child');
      await expect.poll(() => names.count()).toBe(2);
      const order = () => names.allTextContents();
      const nameHeader = page.getByRole('columnheader', { name: 'Sort by Name' });

      await page.getByRole('button', { name: 'Sort by Name' }).click();
      await expect.poll(order).toEqual([people[0]?.name, people[1]?.name]);
      expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
      await page.getByRole('button', { name: 'Sort by Name' }).click();
      await expect.poll(order).toEqual([people[1]?.name, people[0]?.name]);
      expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
      await page.getByRole('button', { name: 'Sort by Name' }).click();
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('none');

      await page.getByRole('button', { name: 'Sort by E-mail' }).click();
      await expect.poll(order).toEqual([people[1]?.name, people[0]?.name]);
      await page.getByRole('button', { name: 'Sort by E-mail' }).click();
      await expect.poll(order).toEqual([people[0]?.name, people[1]?.name]);
    } finally {
      for (const id of ids) await removeThroughApi(rootToken, root.company_id, id);
    }
  });
});

describe('administrator list of an agency', () => {
  it("adds an administrator with one of the agency's roles", async () => {
    const agency = await readyAgency('staff-role');
    const { company_id: companyId } = await apiUser(agency.token);
    const role = await callApi('PUT', '/configuration/role-module/addupdate', {
      token: agency.token,
      body: { companyID: companyId, roleID: null, roleName: 'Campaign Helpers', modules: [] },
    });
    expect(role.status).toBe(200);
    const email = `${uniqueToken('agency-admin')}@example.test`;
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/administrator-list', agency.password);
    await visible(page.getByText('No administrators yet'));

    await page.getByRole('button', { name: 'Add administrator' }).click();
    const adding = await visible(page.getByRole('form', { name: 'New administrator' }));
    await adding.getByLabel('Full name').fill('Hana Helper');
    await adding.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await adding.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Campaign Helpers' }).click();
    await switchOn(adding, 'Default admin');
    await adding.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('teamMemberAdded', { name: 'Hana Helper' })));

    const row = await visible(page.getByRole('row').filter({ hasText: email }));
    await visible(row.getByText('Campaign Helpers'));
    await visible(row.getByText('Default admin'));
  });
});

describe('sales rep and AE list', () => {
  it('adds a sales person marked account executive and lists it with its payout account state', async () => {
    const page = browser.page();
    const token = uniqueToken('sales');
    const email = `${token}@example.test`;
    await openAsRoot(page, 'sales-account-list', 'Sales Rep & AE List');

    await page.getByRole('button', { name: 'Add sales person' }).click();
    const adding = await visible(page.getByRole('form', { name: 'New sales person' }));
    await adding.getByLabel('Full name').fill(`Sol ${token}`);
    await adding.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await switchOn(adding, 'Account executive');
    await adding.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('teamMemberAdded', { name: `Sol ${token}` })));

    await search(page, token);
    const row = await visible(page.getByRole('row').filter({ hasText: email }));
    await visible(row.getByText(`Sol ${token}`));
    await visible(row.getByText('Account executive'));
    await visible(row.getByText('Not connected'));

    await confirmRemove(page, row, 'Remove this sales person?');
  });
});

/** Clean-up of accounts made through the API. */
async function removeThroughApi(token: string, companyId: number, userId: number): Promise<void> {
  const answer = await callApi('DELETE', `/configuration/user/remove/${companyId}/${userId}`, { token });
  if (answer.status !== 200) throw new Error(`Removing user ${userId} answered ${answer.status}`);
}
