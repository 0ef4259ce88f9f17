// Steps the browser tests share: sign in (through the form, or through the API for tests about
// something else), wait for places and texts.
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { FORM_LIVE } from '../src/features/auth/held-submit.ts';
import { apiSignIn } from './api.ts';
import { type Host, urlOn } from './browser.ts';

/** A click at the middle of `locator` reaches it (nothing drawn over it, a notice say). */
export const reachedByPointer = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/**
 * Waits until the field takes input and answers it: a picker is disabled while its first list loads,
 * and keys typed into it then go nowhere (focus() does not wait, unlike fill() and click()).
 */
export async function enabled(locator: Locator): Promise<Locator> {
  await visible(locator);
  await expect.poll(() => locator.isEnabled(), { timeout: 15_000 }).toBe(true);
  return locator;
}

/** Waits until the address bar shows `pathname` (fails the test on timeout). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Waits until the sign-in page is live: it is drawn at build time and its scripts start after that
 * first paint, so the form's own checks and the theme toggle answer only once its handlers are attached
 * (the form says so, held-submit.ts; a sign-in sent before is held until then).
 */
export async function signInPageLive(page: Page): Promise<void> {
  await page.locator(`form[${FORM_LIVE}]`).waitFor({ state: 'attached' });
}

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInPageLive(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInThroughForm(page: Page, host: Host, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlOn(host, '/login'));
  await fillSignIn(page, email, password);
}

/** In the page, before its scripts: stores the token once per tab, on the host it was issued for. */
function storeTokenOnce({ token, host, flag }: { token: string; host: string; flag: string }) {
  if (window.top !== window || location.host !== host) return;
  try {
    // Once: a later sign-out or sign-in in this tab is the test's own, not undone on the next load.
    if (window.sessionStorage.getItem(flag)) return;
    window.sessionStorage.setItem(flag, 'stored');
    window.localStorage.setItem('access_token', token);
  } catch {
    // storage unavailable: the page shows the sign-in form and the test says so
  }
}

/**
 * Signs in as `email` through the API for this tab's next page load: the token goes where the sign-in
 * form puts it (part 1 §4: signed in means a stored token), so the page the test opens next opens
 * signed in, without drawing the form and the landing page first (about 1 s of the browser's time).
 * For tests whose subject is not signing in: the form and where it lands are tested in sign-in.spec.ts,
 * two-factor-sign-in.spec.ts, shell-guards.spec.ts, onboarding.spec.ts and shell-menus.spec.ts.
 * Answers the token.
 */
export async function signInOnNextLoad(
  page: Page,
  host: Host,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const token = await apiSignIn(email, host, password);
  await page.addInitScript(storeTokenOnce, {
    token,
    host: `${host}:${inject('port')}`,
    flag: `e2e-signed-in-${randomUUID()}`,
  });
  return token;
}

/** Opens `pathname` on `host` signed in as `email` (see signInOnNextLoad); answers the token. */
export async function openSignedIn(
  page: Page,
  host: Host,
  email: string,
  pathname: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const token = await signInOnNextLoad(page, host, email, password);
  await page.goto(urlOn(host, pathname));
  return token;
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

/**
 * Does `act` (a click, a key) and waits for the notice `text` it raises. A notice of the same words
 * still on screen from an earlier step (notices stay 5 s) is waited out first, so the one found is
 * this act's and never two at once.
 */
export async function noticeAfter(page: Page, text: string, act: () => Promise<void>): Promise<void> {
  const notices = page.getByText(text, { exact: true });
  await expect.poll(() => notices.count(), { timeout: 15_000 }).toBe(0);
  await act();
  await visible(notices);
}

/**
 * Holds the page's next call to `url` (a glob) until `until` has happened, then lets it through: a
 * test puts another call inside the held one's wait. A page that only made that other call after the
 * held one answered would wait here, and the test fails on its timeout.
 */
export async function holdNextCallUntil(page: Page, url: string, until: Promise<unknown>): Promise<void> {
  await page.route(
    url,
    async (route) => {
      await until;
      await route.continue();
    },
    { times: 1 },
  );
}
