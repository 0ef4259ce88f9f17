// The accessibility check skips axe for a state it already checked (axe-cache.ts): these tests hold
// that a repeated state still reports its findings, and that any change to the document is checked anew.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';

const browser = browserPerFile();
// A context of its own: the watched one would (rightly) fail the test on the broken states made here.
let unwatched: BrowserContext;
let page: Page;

beforeEach(async () => {
  const chromium = browser.context().browser();
  if (!chromium) throw new Error('no browser');
  unwatched = await chromium.newContext();
  page = await unwatched.newPage();
  await page.goto(urlOn('localhost', '/login'));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
});
afterEach(async () => {
  await unwatched.close();
});

/** Adds a button nobody can name (a serious finding), with `id` so two documents can differ by it. */
const addNamelessButton = (id: string) =>
  page.evaluate((buttonId) => {
    const button = document.createElement('button');
    button.id = buttonId;
    document.body.append(button);
  }, id);

describe('accessibility findings per page state', () => {
  it('reports the same findings when the same state is checked again, in another page too', async () => {
    await addNamelessButton('nameless');
    const first = await seriousViolations(page);
    expect(first.some((finding) => finding.startsWith('button-name'))).toBe(true);
    expect(await seriousViolations(page)).toEqual(first);

    const second = await unwatched.newPage();
    await second.goto(urlOn('localhost', '/login'));
    await second.getByRole('button', { name: 'Sign in' }).waitFor();
    await second.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'nameless';
      document.body.append(button);
    });
    expect(await seriousViolations(second)).toEqual(first);
  });

  it('checks a changed document anew: a fixed state passes, a newly broken one fails', async () => {
    await addNamelessButton('nameless-a');
    expect((await seriousViolations(page)).some((finding) => finding.startsWith('button-name'))).toBe(true);
    await page.evaluate(() => {
      const button = document.getElementById('nameless-a');
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
