// Lead scores and hot pages (issue 25 item 2): the demo agency opens "Lead scoring" on its client's
// Site ID campaign with the keyboard alone, is told under the field why "pricing" is no page, adds
// "/pricing" worth 30 points with the tag pricing-page, saves and follows the re-scoring of the last
// 30 days to its end. A visitor who reads the pricing page then becomes a lead with a score: the demo
// client sees it in the dashboard's list with its tag and reasons, filters the list by it, and reads
// the reasons on the lead's page. A refused save shows each sentence beside its field, and a failed
// load offers a retry. The demo campaign is shared by other files: its rules end as the defaults.
import {
  campaignScoreRulesPath,
  DEFAULT_SCORE_RULES,
  type LeadDetailResponse,
  pagePatternProblem,
  type ScoreRulesBody,
  type ScoreRulesResponse,
  scoreReasonLine,
} from '@lead/shared';
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
import { polled } from './journey-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and bots never become leads.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const browser = browserPerFile({ userAgent: DESKTOP });

const DEMO_CAMPAIGN = '10000001';
const RULES_PATH = campaignScoreRulesPath(DEMO_CAMPAIGN);
const PRICING_RULES: ScoreRulesBody = {
  ...DEFAULT_SCORE_RULES,
  pages: [{ pattern: '/pricing', points: 30, tag: 'pricing-page' }],
};

let agencyToken: string;
const storedRules = async () =>
  (await callApi<ScoreRulesResponse>('GET', RULES_PATH, { token: agencyToken })).body;
const putRules = async (rules: ScoreRulesBody) => {
  const answer = await callApi('PUT', RULES_PATH, { token: agencyToken, body: rules });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

beforeAll(async () => {
  agencyToken = await apiSignIn('agency@demo.test', 'acme.localhost');
});
afterAll(async () => {
  await putRules(DEFAULT_SCORE_RULES);
});

type NewLead = { id: number; first_name: string; last_name: string };

describe('lead scoring of a Site ID campaign', () => {
  it('the agency adds /pricing worth 30 points by keyboard alone and follows the re-scoring to its end', async () => {
    // A campaign that never saved rules scores by the defaults; one left with pages starts without them.
    let before = await storedRules();
    if (before.rules.pages.length > 0) {
      await putRules(DEFAULT_SCORE_RULES);
      before = await storedRules();
    }
    const page = browser.page();
    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const dialog = await rowActionByKeyboard(page, row, 'Lead scoring', /^Lead scoring of /);
    const pages = dialog.getByRole('group', { name: 'Pages that matter' });
    const add = pages.getByRole('button', { name: 'Add a page' });
    const save = dialog.getByRole('button', { name: 'Save scoring rules' });
    await visible(dialog.getByRole('textbox', { name: 'Hot score' }));
    expect(await dialog.getByTestId('score-rules-defaults').count()).toBe(before.defaults ? 1 : 0);
    // Without pages the dialog opens on "Add a page"; nothing to save yet.
    await expect.poll(() => hasFocus(add)).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    // A page row, its pattern field focused: a path without its slash, 30 points and a tag.
    await page.keyboard.press('Enter');
    const pattern = pages.getByRole('textbox', { name: 'Page 1', exact: true });
    await expect.poll(() => hasFocus(pattern)).toBe(true);
    await page.keyboard.type('pricing');
    await page.keyboard.press('Tab');
    const points = pages.getByRole('textbox', { name: 'Points for page 1' });
    expect(await hasFocus(points)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30');
    await page.keyboard.press('Tab');
    expect(await hasFocus(pages.getByRole('textbox', { name: 'Tag for page 1' }))).toBe(true);
    await page.keyboard.type('pricing-page');
    expect(await save.isDisabled()).toBe(false);

    // Save is reached with Tab; the server's sentence stands under the pattern it refused.
    expect(await tabTo(page, save)).toBeLessThanOrEqual(10);
    await page.keyboard.press('Enter');
    const sentence = pagePatternProblem('pricing') ?? '-';
    await visible(pages.getByText(sentence, { exact: true }));
    expect(await pattern.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await pattern.getAttribute('aria-describedby')) ?? '-';
    expect(await dialog.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toBe(sentence);
    await visible(dialog.getByRole('alert').filter({ hasText: 'Fix the marked fields, then save again.' }));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect((await storedRules()).rules).toEqual(before.rules);

    // The refusal takes the focus to the field it marks; typing clears the sentence.
    await expect.poll(() => hasFocus(pattern)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('/pricing');
    await expect.poll(() => pages.getByText(sentence, { exact: true }).count()).toBe(0);
    expect(await pattern.getAttribute('aria-invalid')).not.toBe('true');
    expect(await tabTo(page, save)).toBeLessThanOrEqual(10);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Scoring rules saved.').last());

    // The re-scoring of the last 30 days, followed to its end; nothing left to save.
    const progress = await visible(dialog.getByTestId('score-rules-rescore-text'));
    expect(await progress.textContent()).toMatch(
      /^(Re-scoring the last 30 days: \d+ of \d+ leads|All leads of the last 30 days are scored\.)$/,
    );
    await expect
      .poll(() => progress.textContent(), { timeout: 60_000 })
      .toBe('All leads of the last 30 days are scored.');
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await save.isDisabled()).toBe(true);
    expect(await dialog.getByTestId('score-rules-defaults').count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const stored = await storedRules();
    expect(stored.rules.pages).toEqual(PRICING_RULES.pages);
    expect(stored.defaults).toBe(false);
    expect(stored.rescore).toMatchObject({ running: false });

    // Opened again, the dialog shows the stored page.
    await page.keyboard.press('Escape');
    await dialogClosedToRow(dialog, row);
    const again = await rowActionByKeyboard(page, row, 'Lead scoring', /^Lead scoring of /);
    const stored1 = again.getByRole('textbox', { name: 'Page 1', exact: true });
    await expect.poll(() => stored1.inputValue()).toBe('/pricing');
    expect(await again.getByRole('textbox', { name: 'Points for page 1' }).inputValue()).toBe('30');
    expect(await again.getByRole('textbox', { name: 'Tag for page 1' }).inputValue()).toBe('pricing-page');
    await expect.poll(() => hasFocus(stored1)).toBe(true);
  });

  it('a visitor who reads the pricing page is scored: the list shows it, filters by it, and the lead page explains it', async () => {
    await putRules(PRICING_RULES);
    // Sent as the pixel sends it, for a page at /pricing on the client's site.
    const visitorId = `score-probe-${Date.now()}`;
    const answer = await fetch(urlOn('localhost', '/api/pixel/event'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP },
      body: JSON.stringify({
        c: DEMO_CAMPAIGN,
        v: visitorId,
        u: urlOn('localhost', '/pricing'),
        r: '',
        t: Date.now(),
        i: 'Pricing',
        n: 0,
      }),
    });
    expect(answer.status).toBe(204);
    const lead = await polled(`No lead for visitor ${visitorId}`, () =>
      withServerDatabase(async (client) => {
        const { rows } = await client.query<NewLead>(
          `select l.id::int as id, l.first_name, l.last_name
             from leads l join visits v on v.lead_id = l.id
            where v.visitor_id = $1`,
          [visitorId],
        );
        return rows[0] ?? null;
      }),
    );
    const clientToken = await apiSignIn('client@demo.test', 'acme.localhost');
    const score = await polled(`No score for lead ${lead.id}`, async () => {
      const detail = await callApi<LeadDetailResponse>('GET', `/leadspeek/lead/${lead.id}`, {
        token: clientToken,
      });
      return detail.body.lead.score ?? null;
    });
    // The page's 30 points and the recent visit's; one visit and no time yet earn nothing.
    expect(score.tags).toEqual(['pricing-page']);
    expect(score.reasons.map(scoreReasonLine)).toEqual([
      '+30 Viewed /pricing',
      '+20 Seen in the last 7 days',
    ]);
    expect(score.value).toBe(50);

    // The dashboard's list: the score, its tag, and the reasons on keyboard focus.
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/siteid/dashboard');
    const table = page.getByTestId('lead-table');
    const row = await visible(table.locator(`tr[data-lead="${lead.id}"]`));
    const cell = row.getByTestId('lead-score-cell');
    const badge = cell.getByRole('button', { name: 'Score 50' });
    await visible(badge);
    expect(await cell.getByTestId('lead-score-tags').textContent()).toBe('pricing-page');
    await badge.focus();
    const reasons = await visible(page.getByRole('tooltip'));
    expect(await reasons.getByRole('listitem').allTextContents()).toEqual([
      '+30 Viewed /pricing',
      '+20 Seen in the last 7 days',
    ]);
    expect(await badge.getAttribute('aria-describedby')).toBe(await reasons.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Sorted by score, highest first (the heading's second press); leads without a score have none.
    const sort = page.getByTestId('sort-score');
    await sort.click();
    await expect.poll(() => sort.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    await sort.click();
    await expect.poll(() => sort.locator('xpath=..').getAttribute('aria-sort')).toBe('descending');
    await page.locator('[data-testid="lead-table"][aria-busy="false"]').waitFor();
    const sorted = (await table.getByTestId('lead-score').allTextContents()).map(Number);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    // Filters: at least 50 and the page's tag keep the lead; another tag empties the list, and says so.
    const recent = page.getByTestId('recent-leads');
    const filteredAsk = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.includes('/leadspeek/report/lead/') &&
        url.searchParams.get('score_min') === '50' &&
        url.searchParams.get('tag') === 'pricing-page' &&
        url.searchParams.get('Page') === '1'
      );
    });
    await recent.getByRole('textbox', { name: 'Lowest score' }).fill('50');
    await recent.getByRole('combobox', { name: 'Tag' }).fill('pricing-page');
    await filteredAsk;
    const everyRowTagged = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((tr) => tr.querySelector('[data-testid="lead-score-tags"]')?.textContent ?? ''),
        );
    await expect.poll(everyRowTagged).not.toContainEqual(expect.not.stringContaining('pricing-page'));
    await visible(table.locator(`tr[data-lead="${lead.id}"]`));
    const scores = (await table.getByTestId('lead-score').allTextContents()).map(Number);
    expect(scores.every((value) => value >= 50)).toBe(true);
    await recent.getByRole('combobox', { name: 'Tag' }).fill('no-such-page-tag');
    const empty = await visible(recent.getByTestId('empty-state'));
    await visible(empty.getByText('No leads match these filters'));
    await empty.getByRole('button', { name: 'Clear the filters' }).click();
    await visible(table.locator(`tr[data-lead="${lead.id}"]`));
    expect(await recent.getByRole('textbox', { name: 'Lowest score' }).inputValue()).toBe('');
    expect(await recent.getByRole('combobox', { name: 'Tag' }).inputValue()).toBe('');

    // The lead's page: the score, its tag and each reason, with what the score means.
    await row.getByRole('link').first().click();
    await waitForPath(page, `/siteid/leads/${lead.id}`);
    const card = await visible(page.getByTestId('lead-score-card'));
    expect(await card.getByTestId('lead-score-value').textContent()).toBe('50');
    expect(await card.getByTestId('lead-score-tags').textContent()).toBe('pricing-page');
    expect(await card.getByRole('listitem').allTextContents()).toEqual([
      '+30 Viewed /pricing',
      '+20 Seen in the last 7 days',
    ]);
    await visible(card.getByText(/^The score goes from 0 to 100\./));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, and offers a retry when the rules fail to load", async () => {
    await putRules(PRICING_RULES);
    const page = browser.page();
    let reads = 0;
    let saves = 0;
    await page.route(`**/api${RULES_PATH}`, async (route) => {
      if (route.request().method() === 'GET' && ++reads <= 2)
        return route.fulfill({ status: 503, json: { message: 'The server is busy.' } });
      if (route.request().method() === 'PUT') {
        saves += 1;
        return route.fulfill({
          status: 422,
          json: {
            message: 'Some fields are not valid.',
            errors: {
              'pages.1.tag': 'This tag cannot be used here.',
              hot_score: 'The hot score goes from 1 to 100.',
            },
          },
        });
      }
      return route.fallback();
    });
    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const dialog = await rowActionByKeyboard(page, row, 'Lead scoring', /^Lead scoring of /);
    const failed = await visible(dialog.getByTestId('score-rules-error'));
    await visible(failed.getByText('The server is busy.'));
    await failed.getByRole('button', { name: 'Try again' }).click();

    const pages = dialog.getByRole('group', { name: 'Pages that matter' });
    await visible(pages.getByRole('textbox', { name: 'Page 1', exact: true }));
    // Two more pages; the first added is removed again, so the refused tag's row is now the second.
    await pages.getByRole('button', { name: 'Add a page' }).click();
    await pages.getByRole('textbox', { name: 'Page 2', exact: true }).fill('/plans');
    await pages.getByRole('button', { name: 'Add a page' }).click();
    await pages.getByRole('textbox', { name: 'Page 3', exact: true }).fill('/demo');
    await pages.getByRole('textbox', { name: 'Tag for page 3' }).fill('demo');
    // An emptied number is said before anything is sent.
    const hot = dialog.getByRole('textbox', { name: 'Hot score' });
    await hot.fill('');
    const save = dialog.getByRole('button', { name: 'Save scoring rules' });
    await save.click();
    await visible(dialog.getByText('Enter a whole number.'));
    expect(await hot.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toBe(0);

    await hot.fill('70');
    await pages.getByRole('button', { name: 'Remove page 2' }).click();
    expect(await pages.getByTestId('score-page-row').count()).toBe(2);
    await save.click();
    await visible(pages.getByText('This tag cannot be used here.'));
    expect(await pages.getByRole('textbox', { name: 'Tag for page 2' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await pages.getByRole('textbox', { name: 'Tag for page 2' }).inputValue()).toBe('demo');
    await visible(dialog.getByText('The hot score goes from 1 to 100.'));
    expect(await hot.getAttribute('aria-invalid')).toBe('true');
    await visible(dialog.getByRole('alert').filter({ hasText: 'Fix the marked fields, then save again.' }));
    expect(await save.isDisabled()).toBe(false);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // A sentence goes with its field's change, or its row: then nothing is left to fix.
    await hot.fill('75');
    expect(await hot.getAttribute('aria-invalid')).not.toBe('true');
    await visible(dialog.getByRole('alert').filter({ hasText: 'Fix the marked fields, then save again.' }));
    await pages.getByRole('button', { name: 'Remove page 2' }).click();
    await expect.poll(() => dialog.getByTestId('score-rules-refusal').count()).toBe(0);
    expect((await storedRules()).rules.pages).toEqual(PRICING_RULES.pages);
  });
});
