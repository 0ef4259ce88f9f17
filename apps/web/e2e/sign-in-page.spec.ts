// The sign-in page is a page of its own (issue 14 "First load"): drawn before its scripts run, it
// downloads neither the app nor its router, and signing in then loads the app.
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { fillSignIn, waitForPath } from './ui.ts';

describe('before its scripts run', () => {
  const browser = browserPerFile({ javaScriptEnabled: false });

  it('shows the sign-in form, with Sign in held until the page is ready', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/login'));
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Email', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Password', { exact: true }).isVisible()).resolves.toBe(true);
    // Without its handlers the form would go the browser's way, password in the address: it cannot.
    await expect(page.getByRole('button', { name: 'Sign in' }).isDisabled()).resolves.toBe(true);
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
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(appEntry);
    // Hydrating the page drawn at build time matched it (React reports a mismatch as an error).
    expect(errors).toEqual([]);

    await fillSignIn(page, 'agency@demo.test');
    await waitForPath(page, '/dashboard');
    expect(scripts).toContain(appEntry);
  });
});
