// The browser tests' accessibility check: serious and critical axe violations, each as
// 'rule: where (axe's reason)', so a failure says what to fix (for contrast: the colours and ratio).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe refuses a second run in a page while one runs: a test's own check waits for the background one. */
const runningIn = new WeakMap<Page, Promise<unknown>>();

function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (runningIn.get(page) ?? Promise.resolve()).catch(() => undefined).then(run);
  runningIn.set(page, next);
  return next;
}

/**
 * Waits (at most 5 s) until no transition or animation runs: a dialog, menu or notice fading in has
 * colours between its start and its end, which are not the ones anybody reads.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
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

async function violationsOf(page: Page, builder: AxeBuilder): Promise<string[]> {
  const { violations } = await oneAtATime(page, async () => {
    await settledAnimations(page);
    return builder.analyze();
  });
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

/** Every axe rule, inside `include` (a CSS selector) or on the whole page. */
export function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  return violationsOf(page, include ? builder.include(include) : builder);
}

/** WCAG 2.1 A and AA rules only, inside `include` or on the whole page. */
export function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  return violationsOf(page, include ? builder.include(include) : builder);
}
