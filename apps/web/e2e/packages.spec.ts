// Packages and subscriptions (issue 15 point 5): the platform owner sets a package price in General
// Settings; an agency sees its plan, changes it after a confirmation that states the charge, sees the
// invoice paid and its next billing date, then cancels after a confirmation that says when it ends.
// A fresh agency is used, so the demo agencies are never charged. Both panels pass axe-core.
import { addMonths, type PackagePricesResponse } from '@lead/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi, type FreshAccount } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { readyAgency } from './shell.ts';
import { fillSignIn, openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();
let agency: FreshAccount;
let rootToken: string;
// A price no other test sets, so the confirmation's amount can only come from this save.
const WM_PRICE = `${40 + Math.floor(Math.random() * 50)}.25`;

beforeAll(async () => {
  rootToken = await apiSignIn('root@demo.test', 'localhost');
  agency = await readyAgency('plan');
});

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

async function openAsAgency(page: Page) {
  await page.goto(urlOn('localhost', '/login'));
  await fillSignIn(page, agency.email, agency.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(urlOn('localhost', '/configuration/general-setting'));
  return visible(page.getByTestId('plan-panel'));
}

describe('packages and subscriptions', () => {
  it('the platform owner sets the WM price in General Settings', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/general-setting');
    const panel = await visible(page.getByTestId('package-prices-panel'));
    const wm = panel.getByRole('textbox', { name: 'White label, monthly' });
    await wm.click();
    await wm.fill(WM_PRICE);
    await wm.blur();
    await panel.getByRole('button', { name: 'Save prices' }).click();
    await visible(page.getByText('Package prices have been saved.'));
    const saved = await callApi<PackagePricesResponse>('GET', '/configuration/package-prices', {
      token: rootToken,
    });
    expect(saved.body.packages.find((offer) => offer.package_id === 'WM')?.price_cents).toBe(
      Math.round(Number(WM_PRICE) * 100),
    );
    expect(await seriousViolations(page, '[data-testid="package-prices-panel"]')).toEqual([]);
  });

  it('an agency subscribes after a confirmation stating the charge, sees it paid, and a change then says what it cuts short', async () => {
    const page = browser.page();
    const panel = await openAsAgency(page);
    await visible(panel.getByText('Not subscribed yet'));
    // Not subscribed: no price is being paid, whatever package the agency was given.
    await visible(panel.getByTestId('plan-price').getByText('None', { exact: true }));
    expect(await seriousViolations(page, '[data-testid="plan-panel"]')).toEqual([]);

    await panel.getByRole('radio', { name: /White label, monthly/ }).check();
    // A first subscription, not a change: no current period to lose.
    await panel.getByRole('button', { name: 'Subscribe…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Subscribe to White label, monthly?' }));
    await visible(
      dialog.getByText(`$${WM_PRICE} will be charged now to your card on file`, { exact: false }),
    );
    expect(await dialog.getByText('What is left of your current period', { exact: false }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await visible(page.getByText('Your plan has been updated'));

    const today = new Date().toISOString().slice(0, 10);
    await visible(panel.getByTestId('plan-package').getByText('White label, monthly'));
    await visible(panel.getByTestId('plan-price').getByText(`$${WM_PRICE} per month`));
    await visible(panel.getByTestId('plan-status').getByText('Active'));
    await visible(panel.getByTestId('plan-next-billing').getByText(formatDay(addMonths(today, 1))));
    await visible(panel.getByTestId('plan-last-invoice').getByText(/INV-\d+: \$[\d.]+, paid/));

    // Subscribed, another package is a change that ends the running period without a refund.
    await panel.getByRole('radio', { name: /White label, yearly/ }).check();
    await panel.getByRole('button', { name: 'Change plan…' }).click();
    const change = await visible(
      page.getByRole('dialog', { name: 'Change your plan to White label, yearly?' }),
    );
    await visible(change.getByText('What is left of your current period is not refunded', { exact: false }));
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'hidden' });
  });

  it('the agency cancels: the confirmation says when the plan ends; renewal stops', async () => {
    const page = browser.page();
    const panel = await openAsAgency(page);
    await panel.getByRole('button', { name: 'Cancel subscription…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Cancel your subscription?' }));
    const end = formatDay(addMonths(new Date().toISOString().slice(0, 10), 1));
    await visible(dialog.getByText(`stays active until ${end}`, { exact: false }));
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await visible(panel.getByTestId('plan-status').getByText(`Cancelled: ends ${end}, will not renew`));
    await visible(panel.getByTestId('plan-next-billing').getByText('None'));
    expect(await seriousViolations(page, '[data-testid="plan-panel"]')).toEqual([]);
  });

  it('the agency switches to direct payment after a confirmation that nothing is charged now', async () => {
    const page = browser.page();
    const panel = await openAsAgency(page);
    const method = panel.getByTestId('billing-method');
    await method.getByRole('radio', { name: /Direct payment/ }).check();
    await method.getByRole('button', { name: 'Change billing method…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Change how you bill your clients?' }));
    await visible(dialog.getByText('Nothing is charged now.', { exact: false }));
    await dialog.getByRole('button', { name: 'Change billing method' }).click();
    await visible(page.getByText('Your billing method has been saved.'));
    const token = await apiSignIn(agency.email, 'localhost', agency.password);
    const me = await callApi<{ manual_bill: string }>('GET', '/user', { token });
    expect(me.body.manual_bill).toBe('T');
  });
});
