// The browser tests' accessibility check: serious and critical axe violations, each as
// 'rule: where (axe's reason)', so a failure says what to fix (for contrast: the colours and ratio).
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
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
 * Waits (at most 5 s) until no transition or animation runs and nothing is busy: a dialog, menu or
 * notice fading in has colours between its start and its end, and a list that refetches is dimmed
 * (aria-busy) until its rows arrive; neither is what anybody reads.
 */
async function settledPage(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        !document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs `builder`'s rules (named by `rules`) inside `include` or on the whole page, unless this very
 * state was checked with them before (axe-cache.ts).
 */
function violationsOf(page: Page, builder: AxeBuilder, rules: string, include?: string): Promise<string[]> {
  const scoped = include ? builder.include(include) : builder;
  const name = `${rules} in ${include ?? 'page'}`;
  const check = async (again: boolean): Promise<string[]> => {
    await settledPage(page);
    const key = await stateKey(page, name);
    const cached = cachedFindings(key);
    if (cached) return cached;
    const { violations } = await scoped.analyze();
    const findings = seriousOnes(violations);
    // A page that changed while axe ran gave findings for no single state: they are not kept, and
    // findings of such a run are checked once more on the settled page (a list that began to refetch
    // and fade just after the wait above).
    if ((await stateKey(page, name)) === key) rememberFindings(key, findings);
    else if (findings.length > 0 && !again) return check(true);
    return findings;
  };
  return oneAtATime(page, () => check(false));
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

/**
 * axe.run in the page itself: the default (runPartial, then finishRun in a new blank page per check)
 * opens a tab and loads axe twice each time, an eighth of the browser tests' time. Our pages have no
 * cross-origin frames, which is what that mode is for.
 */
const axeIn = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    // Inside a labelled picture (role img: the look being chosen in General Settings, drawn in the
    // colours typed so far, readable or not) the text is part of the picture, which WCAG 1.4.3 exempts;
    // the picture itself is still checked (its name).
    .exclude('[role="img"][aria-label] *');

/** Every axe rule, inside `include` (a CSS selector) or on the whole page. */
export function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return violationsOf(page, axeIn(page), 'all rules', include);
}

/** WCAG 2.1 A and AA rules only, inside `include` or on the whole page. */
export function wcagViolations(page: Page, include?: string): Promise<string[]> {
  return violationsOf(page, axeIn(page).withTags(WCAG_AA), WCAG_AA.join(' '), include);
}
