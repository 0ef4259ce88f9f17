// URL rules that save spend (issue 25 item 3): the demo agency opens "Page rules" on its client's
// Site ID campaign with the keyboard alone, is told why "careers" cannot be a page, adds "/careers"
// to the pages never identified and saves; the rules are there when the dialog opens again. A visitor
// on the client's careers page is then stopped before identification: its page view is rejected as
// 'excluded-page' and makes no lead. A refused pattern shows the server's sentence beside it, and a
// failed load offers a retry. The demo campaign is shared by other files: its rules start and end empty.
import { campaignPageRulesPath, NO_PAGE_RULES, type PageRules, pagePatternProblem } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import {
  dialogClosedToRow,
  hasFocus,
  openAgencyCampaignRow,
  rowActionByKeyboard,
  tabTo,
} from './campaign-row-menu.ts';
import { withServerDatabase } from './server-database.ts';
import { visible } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and bots never become leads.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const browser = browserPerFile({ userAgent: DESKTOP });

const DEMO_CAMPAIGN = '10000001';
const RULES_PATH = campaignPageRulesPath(DEMO_CAMPAIGN);
const NEVER = 'Never identify visitors on these pages';
const REQUIRED = 'Only make leads of visitors who saw one of these pages';

let agencyToken: string;
const storedRules = async () => (await callApi<PageRules>('GET', RULES_PATH, { token: agencyToken })).body;
const putRules = async (rules: PageRules) => {
  const answer = await callApi('PUT', RULES_PATH, { token: agencyToken, body: rules });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

beforeAll(async () => {
  agencyToken = await apiSignIn('agency@demo.test', 'acme.localhost');
  await putRules(NO_PAGE_RULES);
});
afterAll(async () => {
  await putRules(NO_PAGE_RULES);
});

/** The stored outcome of the visitor's page views, once the pipeline has decided them. */
async function decidedVisits(visitorId: string) {
  type Decided = { status: string; reason: string | null; page_url: string; lead_id: string | null };
  const deadline = Date.now() + 30_000;
  let rows: Decided[] = [];
  while (Date.now() < deadline) {
    rows = await withServerDatabase(async (client) => {
      const found = await client.query<Decided>(
        'select status, reason, page_url, lead_id from visits where visitor_id = $1',
        [visitorId],
      );
      return found.rows;
    });
    if (rows.length > 0 && rows.every((row) => row.status !== 'queued')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The visits of ${visitorId} were not decided within 30 s: ${JSON.stringify(rows)}`);
}

describe('page rules of a Site ID campaign', () => {
  it('the agency keeps careers visitors from being identified, by keyboard alone; their visit makes no lead', async () => {
    const page = browser.page();
    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const dialog = await rowActionByKeyboard(page, row, 'Page rules', /^Page rules of /);
    const never = dialog.getByRole('group', { name: NEVER });
    const field = never.getByRole('textbox', { name: 'Page never identified' });
    const save = dialog.getByRole('button', { name: 'Save page rules' });
    await visible(dialog.getByText('Use * for any characters; /careers also covers every page below it.'));
    await visible(dialog.getByRole('group', { name: REQUIRED }));
    // The dialog opens on the first list's field; nothing to save yet.
    await expect.poll(() => hasFocus(field)).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    // A path without its slash: the shared rule's sentence, under the field, and nothing added.
    await page.keyboard.type('careers');
    await page.keyboard.press('Enter');
    await visible(never.getByText(pagePatternProblem('careers') ?? '-', { exact: true }));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await never.getByRole('listitem').count()).toBe(0);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('/careers');
    await page.keyboard.press('Enter');
    await visible(never.getByRole('listitem').filter({ hasText: '/careers' }));
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');
    await visible(never.getByRole('button', { name: 'Remove /careers' }));
    // The same page again is refused.
    await page.keyboard.type('/Careers');
    await page.keyboard.press('Enter');
    await visible(never.getByText('"/Careers" is already in this list.'));
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    expect(await save.isDisabled()).toBe(false);

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Save is reached with Tab and pressed with Enter.
    expect(await tabTo(page, save)).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Page rules saved.').last());
    await dialogClosedToRow(dialog, row);
    expect(await storedRules()).toEqual({ excluded: ['/careers'], required: [] });

    // Opened again, the dialog shows the stored rules.
    const again = await rowActionByKeyboard(page, row, 'Page rules', /^Page rules of /);
    await visible(
      again.getByRole('group', { name: NEVER }).getByRole('listitem').filter({ hasText: '/careers' }),
    );
    expect(await again.getByRole('group', { name: REQUIRED }).getByRole('listitem').count()).toBe(0);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });

    // A visitor on the client's careers page. The demo site has none: the browser is handed the demo
    // home page (with the campaign's pixel) at /careers, the address the pixel reports.
    const visitorContext = await browser.context().browser()?.newContext({ userAgent: DESKTOP });
    if (!visitorContext) throw new Error('no browser');
    try {
      await visitorContext.route(urlOn('localhost', '/careers'), async (route) => {
        const home = await route.fetch({ url: urlOn('localhost', '/demo-site/') });
        await route.fulfill({ response: home });
      });
      const visitor = await visitorContext.newPage();
      const beacon = visitor.waitForResponse((response) => response.url().endsWith('/api/pixel/event'));
      await visitor.goto(urlOn('localhost', '/careers'));
      await visible(visitor.getByRole('heading', { name: 'Acme Client Co' }));
      expect((await beacon).status()).toBe(204);
      const visitorId = (await visitor.evaluate(() => localStorage.getItem('_lpvid'))) ?? '';
      expect(visitorId).not.toBe('');

      const visits = await decidedVisits(visitorId);
      expect(visits).toEqual([
        {
          status: 'rejected',
          reason: 'excluded-page',
          page_url: urlOn('localhost', '/careers'),
          lead_id: null,
        },
      ]);
      const leads = await withServerDatabase(async (client) => {
        const { rows } = await client.query<{ made: number }>(
          `select count(*)::int as made from leads l join visits v on v.id = l.visit_id or v.lead_id = l.id
            where v.visitor_id = $1`,
          [visitorId],
        );
        return rows[0]?.made;
      });
      expect(leads).toBe(0);
    } finally {
      await visitorContext.close();
    }
    // Other files' visitors meet the demo campaign without rules (afterAll does it after a failure).
    await putRules(NO_PAGE_RULES);
  });

  it("shows the server's refusal beside the pattern it names, and offers a retry when the rules fail to load", async () => {
    const page = browser.page();
    const before = await storedRules();
    let reads = 0;
    // The save's answer waits until the test has seen Save disabled.
    let answerSave = () => {};
    const saveAnswered = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    await page.route(`**/api${RULES_PATH}`, async (route) => {
      if (route.request().method() === 'GET' && ++reads <= 2)
        return route.fulfill({ status: 503, json: { message: 'The server is busy.' } });
      if (route.request().method() === 'PUT') {
        await saveAnswered;
        return route.fulfill({
          status: 422,
          json: {
            message: 'Some fields are not valid.',
            errors: { 'required.1': 'This page cannot be required here.' },
          },
        });
      }
      return route.fallback();
    });
    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const dialog = await rowActionByKeyboard(page, row, 'Page rules', /^Page rules of /);
    const failed = await visible(dialog.getByTestId('page-rules-error'));
    await visible(failed.getByText('The page rules could not be loaded.'));
    await failed.getByRole('button', { name: 'Try again' }).click();

    const required = dialog.getByRole('group', { name: REQUIRED });
    const field = await visible(required.getByRole('textbox', { name: 'Required page' }));
    for (const pattern of ['/pricing', '/plans/*', '/demo']) {
      await field.fill(pattern);
      await required.getByRole('button', { name: 'Add', exact: true }).click();
    }
    // Removing a page: its row goes, the focus waits in the field.
    await required.getByRole('button', { name: 'Remove /demo' }).click();
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['/pricing', '/plans/*']);
    expect(await hasFocus(field)).toBe(true);

    const save = dialog.getByRole('button', { name: 'Save page rules' });
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    answerSave();
    const refused = required.getByRole('listitem').filter({ hasText: '/plans/*' });
    await visible(refused.getByText('This page cannot be required here.'));
    const describedBy =
      (await refused.getByRole('button', { name: 'Remove /plans/*' }).getAttribute('aria-describedby')) ??
      '-';
    expect(await dialog.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'This page cannot be required here.',
    );
    await visible(
      dialog.getByRole('alert').filter({ hasText: 'Fix or remove the marked pages, then save again.' }),
    );
    expect(await save.isDisabled()).toBe(false);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await storedRules()).toEqual(before);
  });
});
