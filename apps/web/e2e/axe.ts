// The browser tests' accessibility check: serious and critical axe violations, each as
// 'rule: where (axe's reason)', so a failure says what to fix (for contrast: the colours and ratio).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { cachedFindings, rememberFindings, stateKey } from './axe-cache.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe refuses a second run in a page while one runs: a test's own check waits for the background one. */
const runningIn = new WeakMap<Page, Promise<unknown>>();

function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (runningIn.get(page) ?? Promise.resolve()).catch(() => undefined).then(run);
  runningIn.set(page, next);
  return next;
}

/**
 * Waits (at most 5 s) until no transition or timed animation runs and nothing is busy: a dialog, menu or
 * notice fading in has colours between its start and its end, and a list that refetches is dimmed
 * (aria-busy) until its rows arrive; neither is what anybody reads.
 */
async function settledPage(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        !document.getAnimations().some(
          (animation) =>
            animation.playState === 'running' &&
            // A scroll-driven animation (a wide table's fade) follows its box's scroll: it never ends.
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** How many runs a check makes while the page keeps changing under axe, before it gives up. */
const RUNS_WHILE_CHANGING = 5;

/**
 * Runs axe with `options` inside `include` or on the whole page, unless this very state was checked
 * with them before (axe-cache.ts); `rules` names them for the cache. A run during which the document
 * changed is thrown away and made again on the settled page: axe reads the page's tree once and its
 * attributes and text later, so such a run can pair one state's text with another's name.
 */
function violationsOf(page: Page, options: RunOptions, rules: string, include?: string): Promise<string[]> {
  const name = `${rules} in ${include ?? 'page'}`;
  const check = async (): Promise<string[]> => {
    for (let run = 0; run < RUNS_WHILE_CHANGING; run += 1) {
      await settledPage(page);
      const key = await stateKey(page, name);
      const cached = cachedFindings(key);
      if (cached) return cached;
      const { violations, changed } = await axeRun(page, options, include);
      if (changed) continue;
      const findings = seriousOnes(violations);
      if ((await stateKey(page, name)) === key) rememberFindings(key, findings);
      return findings;
    }
    throw new Error(`The page changed during each of ${RUNS_WHILE_CHANGING} accessibility checks in a row`);
  };
  return oneAtATime(page, check);
}

function seriousOnes(violations: AxeResults['violations']): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`)
          .join(' | ')}`,
    );
}

/** axe-core's script (the minified one: the same rules, a third of the text to send and parse). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What every check asks for: violations only (axe's default rules, WCAG 2.5.3's label in name too), and
 * a frame's answer within 10 s instead of axe's 60. A frame that answered axe's ping and then left the
 * page (the developer agreement's frame, replaced by its next step) never answers: the run waited a
 * minute for it (a test took 75 s in CI, 69 s in one local run of four), and was thrown away as
 * changed anyway. Our frames' own documents take axe under a second.
 */
const EVERY_CHECK: RunOptions = { resultTypes: ['violations'], frameWaitTime: 10_000 };

type AxeWindow = Window & {
  axe?: { run: (context: ContextObject, options: RunOptions) => Promise<AxeResults> };
};

/**
 * Puts axe into a frame that has none yet: once per document, not on every check (axe's Playwright
 * helper sent and ran its 1.5 MB script twice per check, about a third of each check's time). A frame
 * that does not answer within a second (a third-party frame still loading) is left out, as that
 * helper did.
 */
async function injectOnce(frame: Frame): Promise<void> {
  const inject = async () => {
    if (await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')) return;
    // axe's default reaches same-origin frames only, which is what the checks read.
    await frame.evaluate(AXE_SOURCE);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1_000);
  });
  await Promise.race([inject().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * The part of the page axe reads. Inside a labelled picture (role img: the look being chosen in
 * General Settings, drawn in the colours typed so far, readable or not) the text is part of the
 * picture, which WCAG 1.4.3 exempts; the picture itself is still checked (its name).
 */
const axeContext = (include?: string): ContextObject => ({
  ...(include && { include: [include] }),
  exclude: ['[role="img"][aria-label] *'],
});

/**
 * axe.run in the page itself, same-origin frames included through axe's own messaging (the default
 * of axe's Playwright helper, runPartial then finishRun in a new blank page per check, opened a tab
 * and loaded axe twice each time: our pages have no cross-origin frames to check). `changed`: the
 * page's document changed while axe ran (watched by a MutationObserver around the run).
 */
async function axeRun(
  page: Page,
  options: RunOptions,
  include?: string,
): Promise<{ violations: AxeResults['violations']; changed: boolean }> {
  for (const frame of page.frames()) await injectOnce(frame);
  // As JSON: Playwright's argument types do not reach through axe's option types.
  const asked = JSON.stringify({ context: axeContext(include), options: { ...EVERY_CHECK, ...options } });
  const outcome = await page.evaluate(async (json: string) => {
    const { context, options } = JSON.parse(json) as { context: ContextObject; options: RunOptions };
    const axe = (window as AxeWindow).axe;
    if (!axe) return { violations: [], changed: false, error: 'axe is not in the page' };
    let changed = false;
    const watcher = new MutationObserver(() => {
      changed = true;
    });
    watcher.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // Changes not yet handed to the observer's callback count too.
    const changedSince = () => changed || watcher.takeRecords().length > 0;
    try {
      const results = await axe.run(context, options);
      return { violations: results.violations, changed: changedSince(), error: null };
    } catch (error) {
      return { violations: [], changed: changedSince(), error: String(error) };
    } finally {
      watcher.disconnect();
    }
  }, asked);
  // A run the page changed under is made again, whatever it answered (a frame that left times out).
  if (outcome.changed) return { violations: [], changed: true };
  if (outcome.error) throw new Error(outcome.error);
  return outcome;
}

/** Every axe rule, inside `include` (a CSS selector) or on the whole page. */
export function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return violationsOf(page, {}, 'all rules', include);
}

/** WCAG 2.1 A and AA rules only, inside `include` or on the whole page. */
export function wcagViolations(page: Page, include?: string): Promise<string[]> {
  return violationsOf(page, { runOnly: { type: 'tag', values: WCAG_AA } }, WCAG_AA.join(' '), include);
}
