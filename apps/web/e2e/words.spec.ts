// Issue 23 items 4 and 11 (seen points 3 and 12): screens use the words of the shared catalogues.
// Roles and plans show by name, never as codes (no 'AGENCY' badge, no 'WM' suffix); the money
// screens label the amounts with money-words.ts; the downgrade to a plan without white label says
// what it changes before it happens. The demo data is only read.
import {
  MONEY_WORDS,
  messages,
  PACKAGE_PLANS,
  PLAN_NAMES,
  platformFeeLabel,
  ROLE_NAMES,
  type SessionUser,
} from '@lead/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { readyAgency } from './shell.ts';
import { openAgencyListAsRoot, rowOf, searchOne } from './tenants-steps.ts';
import { fillSignIn, openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();
const CODE = new RegExp(`\\b(${PACKAGE_PLANS.join('|')}|AGENCY|CLIENT|USERDOWNLINE)\\b`);
let acme: SessionUser;

/** The text as drawn: innerText applies CSS text-transform, so a name shouted as 'AGENCY' shows here. */
const drawnText = (locator: Locator) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the drawn text, transform included, is the point
  locator.innerText();

describe('names, not codes (issue 23 item 11)', () => {
  it("the agency's role reads as its name on the dashboard", async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/dashboard');
    const badge = await visible(page.getByTestId('welcome-user-type'));
    expect(await drawnText(badge)).toBe(ROLE_NAMES.userdownline);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the agency list shows plan names, and the cost settings name the amounts from the catalogue', async () => {
    acme = await apiUser(await apiSignIn('agency@demo.test', 'acme.localhost'));
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, acme.company_name);
    const row = await visible(rowOf(page, acme.company_id));
    const plan = await drawnText(row.getByTestId('package-suffix'));
    expect(Object.values(PLAN_NAMES)).toContain(plan);
    // The demo agency chose its plan and has not subscribed: its own plan panel says so, and so does its row.
    expect(await drawnText(row.getByTestId('plan-not-subscribed'))).toBe('Not subscribed yet');
    // Its clients' count is a note of its own, not run into that one ("Not subscribed yet 1 client").
    const planLine = await drawnText(row.getByTestId('plan-not-subscribed').locator('..'));
    expect(planLine.replace(/\s+/g, ' ')).toMatch(/^\S.* Not subscribed yet · \d+ clients?$/);
    // A narrow e-mail column wraps the address after its @, never inside a word ("agency@dem" / "o.test").
    const addressLines = await row.getByRole('cell', { name: acme.email }).evaluate((cell) =>
      [...cell.childNodes].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [node.textContent, new Set([...range.getClientRects()].map((rect) => rect.top)).size];
      }),
    );
    expect(addressLines.filter(([text]) => text)).toEqual([
      [acme.email.replace(/@.*/, '@'), 1],
      [acme.email.replace(/.*@/, ''), 1],
    ]);
    expect(await drawnText(row)).not.toMatch(CODE);

    await row.getByRole('button', { name: 'Set cost' }).click();
    const dialog = await visible(
      page.getByRole('dialog', { name: `Set Cost for Agency: ${acme.company_name}` }),
    );
    await dialog.getByRole('combobox', { name: 'Payment term' }).click();
    await page.getByRole('option', { name: 'Monthly', exact: true }).click();
    for (const label of [MONEY_WORDS.setupFee, platformFeeLabel('Monthly'), MONEY_WORDS.costPerLead])
      await visible(dialog.getByRole('textbox', { name: label, exact: true }));
    expect(await dialog.getByText(/Minimum cost|Minimum per period/).count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

describe('money words on the money screens (issue 23 item 4)', () => {
  it('the campaign list prices by cost per lead and the invoices name wholesale and margin', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/siteid/campaign-management');
    await visible(page.getByText(new RegExp(`^${MONEY_WORDS.costPerLead}: \\$[\\d,.]+$`)).first());
    expect(await page.getByText(/\d per lead$/).count()).toBe(0);

    await page.goto(urlOn('acme.localhost', '/invoices'));
    for (const column of [MONEY_WORDS.wholesale, MONEY_WORDS.margin])
      await visible(page.getByRole('columnheader', { name: column, exact: true }).first());
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('leaving white label is said first (issue 23 item 11)', () => {
  it('the plan change to a plan without white label names what stops showing', async () => {
    const agency = await readyAgency('words-plan');
    const page = browser.page();
    await page.goto(urlOn('localhost', '/login'));
    await fillSignIn(page, agency.email, agency.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(urlOn('localhost', '/configuration/general-setting'));
    const panel = await visible(page.getByTestId('plan-panel'));
    await panel.getByRole('radio', { name: new RegExp(PLAN_NAMES.NWM) }).check();
    await panel.getByRole('button', { name: 'Subscribe…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Subscribe to ${PLAN_NAMES.NWM}?` }));
    await visible(dialog.getByText(messages.whiteLabelEnds));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A white-label plan keeps the brand: nothing to warn about.
    await panel.getByRole('radio', { name: new RegExp(PLAN_NAMES.WM) }).check();
    await panel.getByRole('button', { name: 'Subscribe…' }).click();
    const keep = await visible(page.getByRole('dialog', { name: `Subscribe to ${PLAN_NAMES.WM}?` }));
    expect(await keep.getByText(messages.whiteLabelEnds).count()).toBe(0);
  });
});
