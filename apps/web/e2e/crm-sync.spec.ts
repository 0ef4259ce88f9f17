// HubSpot and Salesforce as their user sets them up (issue 25 item 5): the demo client connects
// HubSpot with a private app token (a fake HubSpot stands in), reads the field mapping with each
// standard property, is told under the field why "job title" is no property name, leaves the job
// title out and sends the score to a property of its own, and finds the mapping kept after a reload.
// It connects Salesforce through its login page (a fake stands in), reads Salesforce's standard
// fields and sends a test lead. Both are disconnected at the end (other files share the demo client).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { disconnectDemoClient } from './integrations-steps.ts';
import { noticeAfter, openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

afterAll(async () => {
  await disconnectDemoClient('hubspot');
  await disconnectDemoClient('salesforce');
});

describe('CRM sync', () => {
  it('the client connects HubSpot and maps its fields, with a refusal shown under its field', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/integrations/hubspot/hubspot');
    await page.getByRole('button', { name: 'Connect HubSpot' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Connect HubSpot' }));
    await dialog.getByLabel('Private app access token').fill(inject('hubspotToken'));
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByTestId('connection-panel').getByText('Account: HubSpot (private app)'));

    const mapping = await visible(page.getByTestId('crm-field-map'));
    const field = (label: string) => mapping.getByRole('textbox', { name: label, exact: true });
    expect(await field('Job title').inputValue()).toBe('jobtitle');
    expect(await field('E-mail').isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await field('Job title').fill('job title');
    await mapping.getByRole('button', { name: 'Save field mapping' }).click();
    await visible(mapping.getByText("is not a property's API name", { exact: false }));

    // By keyboard: clear the job title, type the score's property, Enter saves the form.
    for (const [label, typed] of [
      ['Job title', ''],
      ['Lead score', 'lead_score'],
    ] as const) {
      await field(label).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      if (typed) await page.keyboard.type(typed);
    }
    await noticeAfter(page, 'Changes saved successfully', () => page.keyboard.press('Enter'));

    await page.reload();
    const kept = await visible(page.getByTestId('crm-field-map'));
    expect(await kept.getByRole('textbox', { name: 'Job title', exact: true }).inputValue()).toBe('');
    expect(await kept.getByRole('textbox', { name: 'Lead score', exact: true }).inputValue()).toBe(
      'lead_score',
    );
  });

  it('the client connects Salesforce through its login page and sends a test lead', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/integrations/salesforce/salesforce');
    await page.getByRole('button', { name: 'Connect Salesforce' }).click();
    await visible(page.getByText('Salesforce is connected.', { exact: false }));
    await visible(
      page.getByTestId('connection-panel').getByText('Account: Salesforce · ada@acme-dental.test'),
    );
    const mapping = await visible(page.getByTestId('crm-field-map'));
    expect(await mapping.getByRole('textbox', { name: 'Job title', exact: true }).inputValue()).toBe('Title');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Test Salesforce' }).click();
    await visible(page.getByText('A test lead was delivered.'));
  });
});
