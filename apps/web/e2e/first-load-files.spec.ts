// The two first loads come in a few script files (apps/web/scripts/first-load-plan.mjs): the bundler
// alone split them into 38 (the sign-in page) and 99 (a dashboard), each a request, a task and a
// compile for the browser. Counted as the browser asks for them, in a fresh context.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { openSignedIn, signInPageLive, visible } from './ui.ts';

const browser = browserPerFile();
/** Far below what the bundler made alone, with room for a step or a page to gain a file. */
const MOST_SCRIPT_FILES = 15;

/** The script files the page asks the server for from now on. */
function scriptFilesOf(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.push(pathname);
  });
  return files;
}

describe('first loads', () => {
  it('the sign-in page starts with a few script files', async () => {
    const page = browser.page();
    const files = scriptFilesOf(page);
    await page.goto(urlOn('acme.localhost', '/login'));
    await signInPageLive(page);
    await page.waitForLoadState('networkidle');
    expect(files.length).toBeGreaterThan(0);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_SCRIPT_FILES);
  });

  it('a signed-in dashboard opens with a few script files', async () => {
    const page = browser.page();
    const files = scriptFilesOf(page);
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await page.waitForLoadState('networkidle');
    expect(files.length).toBeGreaterThan(0);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_SCRIPT_FILES);
  });
});
