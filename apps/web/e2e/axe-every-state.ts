// Runs axe on every page state a browser test visits: each new path and each new set of open dialogs
// and menus is checked once, when the page has settled; the test fails on a serious or critical finding.
// A check whose page changed while axe ran is thrown away and made again, so a half-drawn state
// (a dialog fading in) never counts.
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';

type StateWindow = Window & {
  __a11yStateChanged?: (key: string) => Promise<void>;
  __a11yChanges?: () => number;
  __a11yStateKey?: () => string;
  __a11yQuiet?: () => boolean;
};

/** In the page: counts DOM changes and reports the state's key once the page is quiet for 300 ms. */
function watchStates() {
  const own = window as StateWindow;
  if (window.top !== window || own.__a11yChanges) return;
  let changes = 0;
  let lastChangeAt = Date.now();
  let timer: number | undefined;
  const shown = (element: Element) => (element as HTMLElement).offsetParent !== null;
  const stateKey = () => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')]
      .filter(shown)
      .map(
        (dialog) => dialog.getAttribute('aria-labelledby') ?? dialog.getAttribute('aria-label') ?? 'dialog',
      );
    return `${location.host}${location.pathname} ${dialogs.join(',')}`;
  };
  const moving = () =>
    document.getAnimations().some(
      (animation) =>
        animation.playState === 'running' &&
        // A scroll-driven animation (a wide table's fade) follows its box's scroll: it never ends.
        animation.timeline === document.timeline &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    );
  const report = () => {
    if (moving()) {
      timer = window.setTimeout(report, 150);
      return;
    }
    void own.__a11yStateChanged?.(stateKey());
  };
  own.__a11yChanges = () => changes;
  own.__a11yStateKey = stateKey;
  own.__a11yQuiet = () => Date.now() - lastChangeAt > 300 && !moving();
  const start = () => {
    new MutationObserver(() => {
      changes += 1;
      lastChangeAt = Date.now();
      window.clearTimeout(timer);
      timer = window.setTimeout(report, 300);
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    timer = window.setTimeout(report, 300);
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

const keyOf = (page: Page) =>
  page.evaluate(() => (window as StateWindow).__a11yStateKey?.() ?? location.href);
const changesOf = (page: Page) => page.evaluate(() => (window as StateWindow).__a11yChanges?.() ?? -1);

/** Watches every page of `context`; `finish()` checks each page's last state and names what failed. */
export async function checkEveryState(context: BrowserContext): Promise<{ finish: () => Promise<string[]> }> {
  const checked = new Set<string>();
  const findings: string[] = [];
  let queue: Promise<void> = Promise.resolve();

  /** True when the state was checked on a page that held still. */
  const check = async (page: Page, key: string): Promise<boolean> => {
    // A page not yet navigated (about:blank) is the browser's, not ours.
    if (checked.has(key) || page.url().startsWith('about:')) return true;
    try {
      // The state may have moved on while this check waited its turn: it is checked when reported again.
      if ((await keyOf(page)) !== key) return false;
      const before = await changesOf(page);
      const found = await seriousViolations(page);
      if ((await changesOf(page)) !== before || (await keyOf(page)) !== key) return false;
      checked.add(key);
      for (const finding of found) findings.push(`${key.trim()}: ${finding}`);
      return true;
    } catch {
      // The page navigated or closed while axe ran: its next state is checked instead.
      return false;
    }
  };

  await context.exposeBinding('__a11yStateChanged', ({ page }, key: string) => {
    queue = queue.then(() => check(page, key).then(() => undefined));
  });
  await context.addInitScript(watchStates);

  const finishPage = async (page: Page) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const quiet = await page
        .waitForFunction(() => (window as StateWindow).__a11yQuiet?.() ?? true, undefined, {
          timeout: 5_000,
        })
        .then(() => true)
        .catch(() => false);
      if (!quiet) continue;
      if (await check(page, await keyOf(page))) return;
    }
  };

  return {
    finish: async () => {
      await queue;
      for (const page of context.pages()) if (!page.isClosed()) await finishPage(page);
      return findings;
    },
  };
}
