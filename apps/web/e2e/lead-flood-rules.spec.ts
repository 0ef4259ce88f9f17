// Lead flood protection in General Settings (issue 12 item 4): platform staff read the three rules,
// are refused a value out of range under its field, save a change and find it saved; a load failure
// offers a retry and a server's field error stands under its field; an agency sees no such section.
// The rules are the whole platform's: the test only loosens them and puts the first ones back.
import { LEAD_FLOOD_MESSAGES, LEAD_FLOOD_RULES_PATH, type LeadFloodRules } from '@lead/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { browserPerFile, type Host } from './browser.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();
const SECTION = 'Lead flood protection';
const LABELS = {
  leadsPerIpPerDay: 'Leads per source address, per campaign, per day',
  velocityMultiplier: 'Velocity multiple',
  velocityFloorPerHour: 'Velocity floor (leads per hour)',
} as const;

let rootToken: string;
let before: LeadFloodRules;
const readRules = async () =>
  (await callApi<LeadFloodRules>('GET', LEAD_FLOOD_RULES_PATH, { token: rootToken })).body;

beforeAll(async () => {
  rootToken = await apiSignIn('root@demo.test', 'localhost');
  before = await readRules();
});
afterAll(async () => {
  const restored = await callApi('PUT', LEAD_FLOOD_RULES_PATH, { token: rootToken, body: before });
  expect(restored.status).toBe(200);
});

async function openGeneralSettings(page: Page, host: Host, email: string) {
  await openSignedIn(page, host, email, '/configuration/general-setting');
  await visible(page.getByRole('heading', { level: 2, name: 'Modules' }));
}

const field = (page: Page, name: keyof typeof LABELS) => page.getByLabel(LABELS[name]);

describe('lead flood rules in General Settings', () => {
  it('shows platform staff the rules, refuses a value out of range and saves a change', async () => {
    const page = browser.page();
    await openGeneralSettings(page, 'localhost', 'root@demo.test');
    await visible(page.getByRole('heading', { level: 2, name: SECTION }));
    await visible(field(page, 'leadsPerIpPerDay'));
    expect(await field(page, 'leadsPerIpPerDay').inputValue()).toBe(String(before.leadsPerIpPerDay));
    expect(await field(page, 'velocityMultiplier').inputValue()).toBe(String(before.velocityMultiplier));
    expect(await field(page, 'velocityFloorPerHour').inputValue()).toBe(String(before.velocityFloorPerHour));
    await visible(page.getByText('One visitor address makes at most this many leads', { exact: false }));

    // Out of range: said under the field, and nothing is saved.
    await field(page, 'leadsPerIpPerDay').fill('0');
    await page.getByRole('button', { name: 'Save lead flood rules' }).click();
    await visible(page.getByText('Enter a whole number from 1 to 1,000.'));
    expect(await readRules()).toEqual(before);

    // Looser rules than the test server's (more leads per address, a higher floor): other files
    // running meanwhile make their leads as before.
    const looser = {
      ...before,
      leadsPerIpPerDay: before.leadsPerIpPerDay + 5,
      velocityFloorPerHour: before.velocityFloorPerHour + 15,
    };
    await field(page, 'leadsPerIpPerDay').fill(String(looser.leadsPerIpPerDay));
    await field(page, 'velocityFloorPerHour').fill(String(looser.velocityFloorPerHour));
    await page.getByRole('button', { name: 'Save lead flood rules' }).click();
    await visible(page.getByText(LEAD_FLOOD_MESSAGES.rulesSaved));
    expect(await page.getByText('Enter a whole number from 1 to 1,000.').count()).toBe(0);
    expect(await readRules()).toEqual(looser);

    await page.reload();
    await visible(field(page, 'velocityFloorPerHour'));
    expect(await field(page, 'velocityFloorPerHour').inputValue()).toBe(String(looser.velocityFloorPerHour));
  });

  it('offers a retry when the rules fail to load, and shows a field error of the server', async () => {
    const page = browser.page();
    let reads = 0;
    // The save's answer waits until the test has seen the button disabled (a fixed delay lost that
    // race on a busy machine).
    let answerSave = () => {};
    const saveAnswered = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    await page.route(`**/api${LEAD_FLOOD_RULES_PATH}`, async (route) => {
      if (route.request().method() === 'GET' && ++reads <= 2)
        return route.fulfill({ status: 503, json: { message: 'The server is busy.' } });
      if (route.request().method() === 'PUT') {
        await saveAnswered;
        return route.fulfill({
          status: 422,
          json: { message: 'Invalid input.', errors: { velocityMultiplier: 'Too many for this platform.' } },
        });
      }
      return route.fallback();
    });
    await openGeneralSettings(page, 'localhost', 'root@demo.test');
    const failed = await visible(page.getByTestId('lead-flood-error'));
    await visible(failed.getByText('The lead flood rules could not be loaded'));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await visible(field(page, 'velocityMultiplier'));

    const save = page.getByRole('button', { name: 'Save lead flood rules' });
    await save.click();
    expect(await save.isDisabled()).toBe(true);
    answerSave();
    await visible(page.getByText('Too many for this platform.'));
    expect(await save.isDisabled()).toBe(false);
    const describedBy = await field(page, 'velocityMultiplier').getAttribute('aria-describedby');
    expect(describedBy ?? '').toMatch(/error/);
  });

  it('is not shown to an agency', async () => {
    const page = browser.page();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LEAD_FLOOD_RULES_PATH)) asked.push(request.url());
    });
    await openGeneralSettings(page, 'acme.localhost', 'agency@demo.test');
    await visible(page.getByRole('heading', { level: 2, name: 'Appearance' }));
    expect(await page.getByRole('heading', { name: SECTION }).count()).toBe(0);
    expect(await page.getByLabel(LABELS.leadsPerIpPerDay).count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
