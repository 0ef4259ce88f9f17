// Steps the browser tests share: sign in through the form, wait for places and texts.
import { DEMO_PASSWORD } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { type Host, urlOn } from './browser.ts';

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** Waits until the address bar shows `pathname` (fails the test on timeout). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInThroughForm(page: Page, host: Host, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlOn(host, '/login'));
  await fillSignIn(page, email, password);
}

export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => window.localStorage.getItem('access_token'));

export const cssVariable = (page: Page, name: string): Promise<string> =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

export async function openProfileMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Turns a switch on and waits until it shows as on. Clicks again if the first click landed while
 * the form was still re-rendering (a forced `check()` then fails with "did not change its state").
 */
export async function switchOn(scope: Locator, name: string): Promise<void> {
  const toggle = scope.getByRole('switch', { name });
  for (let attempt = 0; attempt < 5 && !(await toggle.isChecked()); attempt++) {
    await toggle.click();
  }
  if (!(await toggle.isChecked())) throw new Error(`The switch "${name}" did not turn on`);
}
