// One Chromium per test worker (Debian's, never downloaded), a fresh context per test; axe checks every
// page state each test visits (axe-every-state.ts).
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { MISSING_LABEL_REPORT } from '../src/i18n/missing-label.ts';
import { checkEveryState } from './axe-every-state.ts';

export type Host = 'localhost' | 'acme.localhost' | 'beta.localhost';

/** A page address on one of the demo hosts (*.localhost resolves to loopback in Chromium). */
export const urlOn = (host: Host, pathname = '/'): string => `http://${host}:${inject('port')}${pathname}`;

export type BrowserHandle = { page: () => Page; context: () => BrowserContext };

/** Installed by `npm test` with the chromium package when missing (scripts/test.mjs). */
const CHROMIUM_HEADLESS = '/usr/bin/chromium-headless-shell';

let running: Promise<Browser> | undefined;

/**
 * The worker's browser: Debian's Chromium (never a downloaded one) in its headless build, without its
 * background services, started on first use and kept for the worker's next files (the e2e project
 * runs files without isolation), about a second and a half less per file. Each test still gets a
 * context of its own, as fresh as a new browser's. Playwright stops the browser when the worker
 * exits; one that crashed is started anew.
 */
function workerBrowser(): Promise<Browser> {
  running ??= chromium
    .launch({
      // Debian's headless build of the same Chromium (package chromium-headless-shell): the same engine
      // without the desktop browser's display path. In two alternated pairs of two files on
      // 2026-12-06: Chromium 48–54 against 60–84 CPU-s, the tests 84–92 against 97–113 s.
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_HEADLESS,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // One renderer per tab instead of one per site: a test moves between localhost and
        // acme.localhost, and each new site's process cost its start. In three alternated pairs of
        // two files: Chromium 166 against 180 CPU-s, the tests 181 against 208 s.
        '--disable-site-isolation-trials',
        // Without V8's optimizing compilers: a test page lives seconds, too short for the optimized
        // code to repay its compiling, which ran on the renderer's background threads. In two
        // alternated pairs of two files: Chromium 55–60 against 68–72 CPU-s, the page's own thread
        // unchanged (25.6 against 25.3 s), the tests 94–99 against 104–107 s.
        '--js-flags=--no-opt --no-maglev',
      ],
    })
    .then((browser) => {
      browser.on('disconnected', () => {
        running = undefined;
      });
      return browser;
    });
  return running;
}

/** The page's address, and its visible text (the start of it), for a failed test's log. */
async function pageSummary(page: Page): Promise<string> {
  const text = await page
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, not hidden markup.
    .evaluate(() => document.body?.innerText ?? '')
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
  return `The page at the failure: ${page.url()}\n${text.slice(0, 1500)}`;
}

export function browserPerFile(
  options: { userAgent?: string; javaScriptEnabled?: boolean } = {},
): BrowserHandle {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let accessibility: Awaited<ReturnType<typeof checkEveryState>> | undefined;
  // A label key the app had no words for (a feature's labels not loaded with its screen, a typo).
  let missingLabels: string[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    // Without transitions (the app honours reduced motion): each dialog and menu is readable, and
    // checked by axe, as soon as it opens instead of after its fade.
    context = await browser.newContext({ reducedMotion: 'reduce', ...options });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    // axe runs as a script in the page: a page without JavaScript is checked in its scripted tests.
    accessibility = options.javaScriptEnabled === false ? undefined : await checkEveryState(context);
    missingLabels = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(MISSING_LABEL_REPORT))
        missingLabels.push(`${message.text()} (at ${message.location().url})`);
    });
    page = await context.newPage();
  });
  afterEach(async (test) => {
    const failed = test.task.result?.state === 'fail';
    // A failed test says where its page was and what it showed: a CI log has no screenshot.
    if (failed && page && !page.isClosed()) console.error(await pageSummary(page));
    // A test that already failed keeps its own error; axe only speaks for passing ones.
    const findings = failed ? [] : ((await accessibility?.finish()) ?? []);
    await context?.close();
    if (findings.length > 0)
      throw new Error(`Serious or critical axe findings on the page states visited:\n${findings.join('\n')}`);
    if (!failed && missingLabels.length > 0)
      throw new Error(
        `Screens showed label keys instead of words:\n${[...new Set(missingLabels)].join('\n')}`,
      );
  });

  return {
    page: () => {
      if (!page) throw new Error('no page: call inside a test');
      return page;
    },
    context: () => {
      if (!context) throw new Error('no context: call inside a test');
      return context;
    },
  };
}
