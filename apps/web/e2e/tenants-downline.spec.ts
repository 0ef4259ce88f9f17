// Client management of a fresh agency (part 2 §2, §5, §8): add a client inline, edit it with the
// §5 checks, remove it. Everything happens in the agency's own account.
import { fillMessage, messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, newestMailId, waitForMail } from './api.ts';
import { browserPerFile } from './browser.ts';
import { readyAgency } from './shell.ts';
import { listThroughApi, uniqueWord } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

describe('client management: add, edit and remove a client inline', () => {
  it('adds a client after the e-mail and phone checks, edits it, then removes it', async () => {
    const agency = await readyAgency('downline');
    const word = uniqueWord('cli');
    const client = { company: `Client ${word}`, name: 'Nora Newclient', email: `${word}@example.test` };
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/client-management', agency.password);
    await visible(page.getByRole('heading', { level: 1, name: 'Client Management' }));
    await visible(page.getByText('No clients yet'));

    // Add: the §5 checks run before anything is sent.
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = await visible(page.getByRole('form', { name: 'Add client' }));
    await add.getByLabel('Company name').fill(client.company);
    await add.getByLabel('Full name').fill(client.name);
    await add.getByLabel('E-mail').fill('not-an-email');
    await add.getByLabel('Phone', { exact: true }).fill('12');
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(add.getByText(messages.emailInvalid));
    await visible(add.getByText(messages.invalidPhone));
    expect((await listThroughApi(agency.token, 'client', word)).total).toBe(0);

    const mailBefore = await newestMailId();
    await add.getByLabel('E-mail').fill(client.email.toUpperCase());
    await add.getByLabel('Phone', { exact: true }).fill('201 555 0123');
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('clientAdded', { name: client.company })));
    const row = await visible(page.getByRole('row').filter({ hasText: client.company }));
    await visible(row.getByText(client.email));
    await add.waitFor({ state: 'detached' });
    await waitForMail(client.email, /./, mailBefore);
    const [added] = (await listThroughApi(agency.token, 'client', word)).data;
    expect(added).toMatchObject({ company_name: client.company, name: client.name, email: client.email });
    expect(added?.phone_country_code).toBe('US');

    // Edit: prefilled; a bad phone is refused, then the new name is saved.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = await visible(page.getByRole('form', { name: `Edit ${client.company}` }));
    expect(await edit.getByLabel('E-mail').inputValue()).toBe(client.email);
    await edit.getByLabel('Full name').fill('Nora Renamed');
    await edit.getByLabel('Phone', { exact: true }).fill('555');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText(messages.invalidPhone));
    expect((await listThroughApi(agency.token, 'client', word)).data[0]?.name).toBe(client.name);
    await edit.getByLabel('Phone', { exact: true }).fill('201 555 0123');
    // The server's answer first: a refusal then prints itself instead of a timeout on the notice.
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/configuration/user/update') && response.request().method() === 'PUT',
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(200);
    await visible(page.getByText(fillMessage('clientUpdated', { name: client.company })));
    await visible(row.getByText('Nora Renamed'));
    expect((await listThroughApi(agency.token, 'client', word)).data[0]?.name).toBe('Nora Renamed');

    // The invitation can be sent again from the edit form.
    await row.getByRole('button', { name: 'Edit' }).click();
    const again = await visible(page.getByRole('form', { name: `Edit ${client.company}` }));
    const mailBeforeResend = await newestMailId();
    await again.getByRole('button', { name: 'Resend invitation' }).click();
    await visible(page.getByText(messages.invitationSent));
    await waitForMail(client.email, /./, mailBeforeResend);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Remove: asked first, then gone here and on the server.
    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: `Remove ${client.company}?` }));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    await visible(page.getByText('No clients yet'));
    expect((await listThroughApi(agency.token, 'client', word)).total).toBe(0);
    expect((await apiUser(agency.token)).email).toBe(agency.email);
  });
});
