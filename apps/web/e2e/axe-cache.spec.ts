// The accessibility check (axe.ts) puts axe into each document once and runs it there, same-origin
// frames included, on the part of the page a check names; it skips axe for a state it already checked
// (axe-cache.ts). These tests hold that a repeated state still reports its findings, that any change
// to the document is checked anew, that a new document, a frame and a named part are checked, and
// that a run during which the page changed is made again rather than reported.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations, wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { signInPageLive } from './ui.ts';

const browser = browserPerFile();
// A context of its own: the watched one would (rightly) fail the test on the broken states made here.
let unwatched: BrowserContext;
let page: Page;

/** The sign-in page, once its form is live: hydration marks the form, which would change it under a run. */
async function openSignIn(): Promise<void> {
  await page.goto(urlOn('localhost', '/login'));
  await signInPageLive(page);
}

beforeEach(async () => {
  const chromium = browser.context().browser();
  if (!chromium) throw new Error('no browser');
  unwatched = await chromium.newContext();
  page = await unwatched.newPage();
  await openSignIn();
});
afterEach(async () => {
  await unwatched.close();
});

/** Adds a button nobody can name (a serious finding) in a section `id`, so two documents can differ by it. */
const addNamelessButton = (id: string) =>
  page.evaluate((sectionId) => {
    const section = document.createElement('section');
    section.id = sectionId;
    section.append(document.createElement('button'));
    document.body.append(section);
  }, id);

const namesButtons = (findings: string[]) => findings.some((finding) => finding.startsWith('button-name'));

describe('accessibility findings per page state', () => {
  it('reports the same findings when the same state is checked again, in another page too', async () => {
    await addNamelessButton('nameless');
    const first = await seriousViolations(page);
    expect(namesButtons(first)).toBe(true);
    expect(await seriousViolations(page)).toEqual(first);

    const second = await unwatched.newPage();
    await second.goto(urlOn('localhost', '/login'));
    await second.getByRole('button', { name: 'Sign in' }).waitFor();
    await second.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'nameless';
      section.append(document.createElement('button'));
      document.body.append(section);
    });
    expect(await seriousViolations(second)).toEqual(first);
  });

  it('checks a changed document anew: a fixed state passes, a newly broken one fails', async () => {
    await addNamelessButton('nameless-a');
    expect(namesButtons(await seriousViolations(page))).toBe(true);
    await page.evaluate(() => {
      const button = document.querySelector('#nameless-a button');
      if (button) button.textContent = 'Named now';
    });
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.ico';
      document.body.append(image);
    });
    expect((await seriousViolations(page)).some((finding) => finding.startsWith('image-alt'))).toBe(true);
  });
});

describe('running axe in the page', () => {
  it('checks a new document after a page load, with axe put into it again', async () => {
    await addNamelessButton('first-document');
    expect(namesButtons(await seriousViolations(page))).toBe(true);
    await openSignIn();
    expect(await seriousViolations(page)).toEqual([]);
    await addNamelessButton('second-document');
    expect(namesButtons(await seriousViolations(page))).toBe(true);
  });

  it('checks what a same-origin frame shows', async () => {
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A frame with a nameless button';
      frame.srcdoc =
        '<!doctype html><html lang="en"><title>Inside</title><main><button></button></main></html>';
      document.body.append(frame);
    });
    await page.frameLocator('iframe').locator('button').waitFor();
    const findings = await seriousViolations(page);
    expect(findings.some((finding) => finding.startsWith('button-name: iframe'))).toBe(true);
  });

  it('makes the check again when a frame leaves the page before answering, instead of waiting a minute', async () => {
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A step that is about to be replaced';
      frame.srcdoc = '<!doctype html><html lang="en"><title>Step</title><main><p>Agree?</p></main></html>';
      document.body.append(frame);
    });
    await page.frameLocator('iframe').locator('p').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Next time the frame is asked, it leaves the page without answering (the dialog moved on).
    await page.evaluate(() => {
      const frame = document.querySelector('iframe');
      const inside = frame?.contentWindow as unknown as { axe: { _audit: { run: () => void } } };
      inside.axe._audit.run = () => frame?.remove();
      document.body.append(Object.assign(document.createElement('p'), { id: 'moved-on' }));
    });
    // axe's own wait for a frame is a minute, past this test's time; the check's is 10 s.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
  }, 45_000);

  it('reads only the part a check names, with the WCAG rules too', async () => {
    await addNamelessButton('outside');
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'inside';
      section.innerHTML = '<button>Named</button>';
      document.body.append(section);
    });
    expect(await wcagViolations(page, '#inside')).toEqual([]);
    expect(namesButtons(await wcagViolations(page, '#outside'))).toBe(true);
    expect(namesButtons(await seriousViolations(page, '#outside'))).toBe(true);
  });
});

describe('a page that changes while axe runs', () => {
  /**
   * Wraps axe.run so that its first `torn` runs each see a nameless button that is gone again by the
   * time they end (as a refetched count replaces a badge mid-run): a finding of no state anybody saw.
   */
  const tearRuns = (torn: number) =>
    page.evaluate((tornRuns) => {
      const own = window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<unknown> };
        axeRuns: number;
      };
      const run = own.axe.run.bind(own.axe);
      own.axeRuns = 0;
      own.axe.run = async (...args: unknown[]) => {
        own.axeRuns += 1;
        if (own.axeRuns > tornRuns) return run(...args);
        const passing = document.createElement('button');
        document.body.append(passing);
        try {
          return await run(...args);
        } finally {
          passing.remove();
        }
      };
    }, torn);
  /** A first check of a state of this test alone (none cached) puts axe into the page; then a new state. */
  const putAxeIn = async (id: string) => {
    await page.evaluate((name) => {
      document.body.append(Object.assign(document.createElement('p'), { id: name }));
    }, id);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate((name) => {
      document.body.append(Object.assign(document.createElement('p'), { id: `${name}-again` }));
    }, id);
  };
  const runsMade = () => page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns);

  it('throws away the runs the page changed under and reports the settled page', async () => {
    await putAxeIn('settles');
    await tearRuns(2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await runsMade()).toBe(3);
  });

  it('fails a check whose page changed during every run, rather than pass it unread', async () => {
    await putAxeIn('never-settles');
    await tearRuns(100);
    await expect(seriousViolations(page)).rejects.toThrow('The page changed during each of 5');
  });
});
