// The sign-in page is a page of its own (issue 14 "First load"): drawn before its scripts run, it
// downloads neither the app nor its router, and signing in then loads the app.
import { DEMO_PASSWORD, type DomainInfo, SIGN_IN_PATHS } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { fillSignIn, signInPageLive, waitForPath } from './ui.ts';

describe('before its scripts run', () => {
  const browser = browserPerFile({ javaScriptEnabled: false });

  it('shows the sign-in form, with Sign in held until the page is ready', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/login'));
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('E-mail', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Password', { exact: true }).isVisible()).resolves.toBe(true);
    // Without its handlers the form would go the browser's way, password in the address: it cannot.
    await expect(page.getByRole('button', { name: 'Sign in' }).isDisabled()).resolves.toBe(true);
    // A browser without scripts is told why Sign in stays held, and what to do (a <noscript> in the
    // form: the test's browser parses it as text, scripting being only turned off, not absent).
    await expect(page.locator('form noscript').textContent()).resolves.toContain(
      'Signing in needs JavaScript: turn it on in your browser, then reload this page.',
    );
    // Drawn in the light scheme's colours, not without any (the fields' borders are the scheme's).
    await expect(page.locator('html').getAttribute('data-mantine-color-scheme')).resolves.toBe('light');
  });

  it('is still while it starts: nothing on it animates (each frame would cost the start its CPU)', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/login'));
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    const running = await page
      .locator('body')
      .evaluate(() =>
        document
          .getAnimations()
          .map((animation) => (animation as CSSAnimation).animationName ?? 'an animation'),
      );
    expect(running).toEqual([]);
  });
});

describe('with its scripts', () => {
  const browser = browserPerFile();

  it('loads none of the app until the user has signed in, then lands in the app', async () => {
    const page = browser.page();
    const appEntry = (await (await fetch(urlOn('localhost', '/dashboard'))).text()).match(
      /src="(\/assets\/[^"]+\.js)"/,
    )?.[1];
    expect(appEntry).toMatch(/^\/assets\/app-/);
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(urlOn('acme.localhost', '/login'));
    await signInPageLive(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(appEntry);
    // Hydrating the page drawn at build time matched it (React reports a mismatch as an error).
    expect(errors).toEqual([]);
    await expect(page.getByText('Signing in needs JavaScript').isVisible()).resolves.toBe(false);

    await fillSignIn(page, 'agency@demo.test');
    await waitForPath(page, '/dashboard');
    expect(scripts).toContain(appEntry);
  });
});

describe("the host company's ids", () => {
  const browser = browserPerFile();

  it('go with a sign-in sent before they arrived: the sign-in waits for them', async () => {
    const acme = await callApi<DomainInfo>('GET', `${SIGN_IN_PATHS.domainInfo}?domainorsub=acme.localhost`);
    expect(acme.status).toBe(200);
    const page = browser.page();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api${SIGN_IN_PATHS.domainInfo}?*`, async (route) => {
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${SIGN_IN_PATHS.login}`) {
        sent.push(request.postDataJSON());
      }
    });

    await page.goto(urlOn('acme.localhost', '/login'));
    await fillSignIn(page, 'agency@demo.test');
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    release();
    await waitForPath(page, '/dashboard');
    expect(sent).toEqual([
      expect.objectContaining({
        ownedcompanyid: String(acme.body.company_id),
        companyrootid: String(acme.body.idsys),
      }),
    ]);
  });
});

describe('a sign-in sent before its scripts have started', () => {
  const browser = browserPerFile();

  /**
   * Opens the sign-in page with its modules held until `release` is called (the form is drawn, its
   * handlers are not there), and types `email` and the password.
   */
  async function typedBeforeScripts(page: Page, email: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) signIns.push(request.method());
    });
    // Not until 'load': the page's modules are what is held.
    await page.goto(urlOn('acme.localhost', '/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    return { release, signIns };
  }

  it('is sent once the page is ready, with what was typed: Enter at once is not lost', async () => {
    const page = browser.page();
    const held = await typedBeforeScripts(page, 'agency@demo.test');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Held, not sent the browser's way: the address carries no password, and nothing was posted yet.
    expect(new URL(page.url()).search).toBe('');
    expect(held.signIns).toEqual([]);

    held.release();
    await waitForPath(page, '/dashboard');
    expect(held.signIns).toEqual(['POST']);
  });

  it('by a click on Sign in is held the same way', async () => {
    const page = browser.page();
    const held = await typedBeforeScripts(page, 'client@demo.test');
    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 5_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(held.signIns).toEqual([]);

    held.release();
    await waitForPath(page, '/dashboard');
    expect(held.signIns).toEqual(['POST']);
  });
});
