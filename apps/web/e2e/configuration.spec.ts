// General Settings and Role List of a fresh, fully set-up agency (its own account: other files are untouched).
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
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
  it('asks for the agreement first, then makes, rotates and revokes credentials, the secret shown once', async () => {
    const agency = await readyAgency('developer');
    const page = browser.page();
    await browser
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOn('localhost') });
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await openProfileMenuItem(page, 'Developer');
    const dialog = await visible(page.getByRole('dialog', { name: 'API KEY' }));
    const frame = page.frameLocator('iframe[title="Developer Marketing Services Agreement"]');
    await visible(frame.getByRole('heading', { level: 1 }).first());
    await dialog.getByRole('button', { name: 'Agree' }).click();
    // Then the billing agreement: what calls made with the credentials may charge, agreed to once.
    await visible(dialog.getByRole('heading', { name: 'Developer billing agreement' }));
    await visible(dialog.getByText('Resuming a Prepaid campaign buys its leads at once', { exact: false }));
    const agreeToBilling = dialog.getByRole('button', { name: 'Agree and continue' });
    expect(await agreeToBilling.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /may charge as described/ }).check();
    await page.screenshot({ path: '/tmp/api-billing-agreement.png' });
    await agreeToBilling.click();
    await visible(dialog.getByText('No API credentials yet', { exact: false }));
    expect(await dialog.getByTestId('api-base-url').textContent()).toMatch(
      /^http:\/\/localhost:\d+\/api\/v1$/,
    );

    // Made by keyboard: the name typed, Enter generates; the secret is shown once, with Copy.
    await dialog.getByLabel('Name of new credentials').fill('Production');
    await page.keyboard.press('Enter');
    const issued = await visible(dialog.getByTestId('issued-secret'));
    const clientId = (await issued.getByTestId('issued-client-id').textContent()) ?? '';
    const secret = (await issued.getByTestId('issued-secret-key').textContent()) ?? '';
    expect(clientId).toMatch(/^lp_/);
    expect(secret.length).toBeGreaterThan(40);
    // "Copied" shows for a moment only: watched from before the click, so a slow machine cannot miss it.
    const copyButton = issued.getByRole('button', { name: /^Cop(y|ied) Secret key$/ });
    const copied = visible(copyButton.getByText('Copied'));
    await copyButton.click();
    await copied;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const row = await visible(dialog.locator(`tr[data-credential="${clientId}"]`));
    await visible(row.getByText('Never'));
    expect(await seriousViolations(page)).toEqual([]);
    await issued.getByRole('button', { name: 'I have stored it' }).click();
    await issued.waitFor({ state: 'detached' });

    // The secret works: the token URL trades it for a token.
    const token = await fetch(urlOn('localhost', '/api/v1/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: secret,
      }),
    });
    expect(token.status).toBe(200);
    // …and the token reads the agency's leads through version 1 (none yet: a new agency).
    const leads = await fetch(urlOn('localhost', '/api/v1/leads'), {
      headers: { authorization: `Bearer ${(await token.json()).access_token}` },
    });
    expect(leads.status).toBe(200);
    expect(await leads.json()).toEqual({ data: [], next_cursor: null });

    // The documentation link opens the API's reference page, served by the platform itself.
    const [reference] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'API documentation' }).click(),
    ]);
    await visible(reference.getByText('Developer API', { exact: false }).first());
    await visible(reference.getByText('/v1/leads', { exact: true }).first());
    await reference.screenshot({ path: '/tmp/api-reference.png', fullPage: true });
    await reference.close();

    // Rotate, after its question: a new secret for the same client id; the old one stops.
    await row.getByRole('button', { name: 'Rotate Production' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate “Production”?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    const rotated = await visible(dialog.getByTestId('issued-secret'));
    expect(await rotated.getByTestId('issued-client-id').textContent()).toBe(clientId);
    expect(await rotated.getByTestId('issued-secret-key').textContent()).not.toBe(secret);
    await rotated.getByRole('button', { name: 'I have stored it' }).click();

    // Revoke: a question first, Cancel changes nothing; confirmed, the row goes.
    await row.getByRole('button', { name: 'Revoke Production' }).click();
    const question = await visible(page.getByRole('dialog', { name: 'Revoke “Production”?' }));
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await visible(row);
    await row.getByRole('button', { name: 'Revoke Production' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke “Production”?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await row.waitFor({ state: 'detached' });
    await visible(dialog.getByText('No API credentials yet', { exact: false }));
    await page.screenshot({ path: '/tmp/api-key-dialog.png' });
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
