// Onboarding (part 1 §2, §4, §5): profile setup steps 1 and 2 with uploads, the card step, then landing.
import { messages } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, callApi, registerFreshAgency } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { DECLINED_CARD, registerFreshClient, SUCCEEDING_CARD, TINY_PNG } from './shell.ts';
import { signInThroughForm, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(option.slice(0, 10));
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Billing address').fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).fill('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60606');
  await page.getByRole('button', { name: 'Save card' }).click();
}

describe('profile setup of a new agency', () => {
  it('checks the phone, uploads a picture and a logo, refuses a declined card and lands on the dashboard', async () => {
    const agency = await registerFreshAgency('onboarding');
    const page = browser.page();
    await signInThroughForm(page, 'localhost', agency.email, agency.password);
    await waitForPath(page, '/user/profile-setup');

    // Step 1: a number without a country, then an invalid one, block the way forward.
    await page.getByLabel('Phone number').fill('201 555 0123');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText(messages.chooseCountry, { exact: true }));
    await chooseOption(page, 'Phone country', 'United States (+1)');
    // The open list of countries scrolls as the field's own popup (no unnamed box around it).
    await page.getByRole('combobox', { name: 'Phone country', exact: true }).click();
    await visible(page.getByRole('option', { name: 'United States (+1)' }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText(/^Please enter valid phone number \(e\.g\. .+\)$/));
    await page.getByLabel('Phone number').fill('201 555 0123');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    // The chosen picture's clear button is named for screen readers.
    await visible(page.getByRole('button', { name: 'Clear', exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Address', { exact: true }).fill('1 Main St');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the company, with its logo.
    const companyName = await visible(page.getByLabel('Company name'));
    await companyName.fill('Onboarded Agency');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    // Autocomplete (part 1 §5): a list from 3 characters; a single result is picked by itself.
    await page.getByRole('combobox', { name: 'Company city', exact: true }).fill('Chicag');
    await page.getByRole('option', { name: 'Chicago, IL', exact: true }).click();
    const state = page.getByRole('textbox', { name: 'Company state', exact: true });
    await page.waitForFunction(
      (element) => (element as HTMLInputElement).value === 'IL',
      await state.elementHandle(),
    );
    expect(await page.getByRole('combobox', { name: 'Company city', exact: true }).inputValue()).toBe(
      'Chicago',
    );
    await page.getByRole('combobox', { name: 'Industry', exact: true }).fill('estate');
    await page.waitForFunction(() => {
      const input = [...document.querySelectorAll('input')].find(
        (element) => element.value === 'Real estate',
      );
      return Boolean(input);
    });
    await page.getByRole('button', { name: 'Director', exact: true }).click();
    const director = page.getByRole('region', { name: 'Director', exact: true });
    await director.getByLabel('First name').fill('Dana');
    await director.getByLabel('Contact e-mail').fill('dana@example.test');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: a declined card keeps the user here with the decline in words.
    await visible(page.getByLabel('Card number'));
    await fillCard(page, DECLINED_CARD);
    await visible(page.getByRole('alert').filter({ hasText: messages.cardExpired }));
    expect(await page.getByRole('button', { name: 'Finish' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/user/profile-setup');

    await fillCard(page, SUCCEEDING_CARD);
    await visible(page.getByTestId('card-saved'));
    await page.getByRole('button', { name: 'Finish' }).click();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));

    const user = await apiUser(agency.token);
    expect(user.profile_setup_completed).toBe('T');
    expect(user.company_name).toBe('Onboarded Agency');
    expect(user).toMatchObject({
      company_city: 'Chicago',
      company_state_code: 'IL',
      industry_id: 'real_estate',
    });
    expect(user.contacts?.director).toMatchObject({ first_name: 'Dana', email: 'dana@example.test' });
    expect(user.customer_card_id).toBeTruthy();
    for (const image of [user.profile_pict, user.company_logo]) {
      expect(image).toBeTruthy();
      const served = await fetch(new URL(image ?? '', page.url()));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('profile setup of a new client on an agency host', () => {
  it('goes through both steps and the card, then lands where the route guard says', async () => {
    const client = await registerFreshClient('onboarding-client');
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', client.email, client.password);
    await waitForPath(page, '/user/profile-setup');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByLabel('Company name'));
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByLabel('Card number'));
    await fillCard(page, SUCCEEDING_CARD);
    await visible(page.getByTestId('card-saved'));
    await page.getByRole('button', { name: 'Finish' }).click();
    await waitForPath(page, '/dashboard');
    const setup = await callApi<{ setupcomplete: string }>(
      'GET',
      `/user/checksetupcomplete/${(await apiUser(client.token)).id}`,
      {
        token: client.token,
      },
    );
    expect(setup.body.setupcomplete).toBe('T');
  });
});
