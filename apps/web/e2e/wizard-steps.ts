// Steps of the campaign wizard the browser tests share: a Site ID campaign from Basics to Review.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { urlOn } from './browser.ts';
import { visible } from './ui.ts';

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/**
 * Opens the wizard for Site ID and fills every step up to Review: the client picked by name, the
 * price from `preset` (else the agency's own), the landing page and a start date of yesterday.
 */
export async function siteCampaignToReview(
  page: Page,
  campaign: { clientName: string; name: string; preset?: string },
): Promise<void> {
  await page.goto(urlOn('localhost', '/campaign-setup?module=local'));
  await visible(page.getByRole('heading', { level: 1, name: 'Build Your Campaign' }));
  await page.getByRole('combobox', { name: 'Client', exact: true }).fill(campaign.clientName.slice(0, 14));
  await page.getByRole('option', { name: campaign.clientName, exact: true }).click();
  await page.getByLabel('Campaign name').fill(campaign.name);
  await nextStep(page);
  const costPerLead = page.getByRole('textbox', { name: /^Cost per lead/ });
  await expect.poll(() => costPerLead.inputValue()).not.toBe('');
  if (campaign.preset) {
    await page.getByRole('combobox', { name: 'Start from', exact: true }).click();
    await page.getByRole('option', { name: campaign.preset, exact: true }).click();
  }
  await nextStep(page);
  await page.getByLabel('Landing page URL').fill('https://client.example.com/landing');
  await nextStep(page);
  await visible(page.getByLabel('Lead limit'));
  await nextStep(page);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Start date').fill(yesterday);
  await nextStep(page);
  const confirmPast = page.getByLabel(/a date that has passed/);
  if ((await confirmPast.count()) > 0) {
    await confirmPast.check();
    await nextStep(page);
  }
  await visible(page.getByTestId('campaign-review'));
}

/** The campaign id of the "saved as a draft" notice. */
export async function savedCampaignId(page: Page): Promise<string> {
  const saved = await visible(page.getByText(/^Campaign \d{8} is saved as a draft/).first());
  const id = /Campaign (\d{8})/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
  expect(id).toMatch(/^\d{8}$/);
  return id;
}
