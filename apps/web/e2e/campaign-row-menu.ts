// The campaign table's row menu ("Actions for <campaign>", issue 14): browser tests open it and pick
// an action by its label, or read which actions it offers.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shellFactsOf } from './shell.ts';
import { openSignedIn, reachedByPointer, visible } from './ui.ts';

/**
 * A name as a pattern matches its start: the demo campaign another file renames for a while (to
 * '… (edited)', demo-whole.spec.ts) is still found by the files running beside it.
 */
export type CampaignName = string | RegExp;

export const rowMenuButton = (row: Locator, campaignName: CampaignName) =>
  typeof campaignName === 'string'
    ? row.getByRole('button', { name: `Actions for ${campaignName}`, exact: true })
    : row.getByRole('button', { name: new RegExp(`^Actions for ${campaignName.source}`) });

/** How many times a pick is tried while the menu keeps closing under the click. */
const MENU_OPENINGS = 3;

/**
 * Opens the row's menu and picks `action`. On a busy machine the menu can still be moving when the
 * click comes (another item under the pointer, so Playwright holds the click back) and then close
 * (a fresh clone's run, 2026-12-05): the menu is opened again and the pick made again.
 */
export async function rowAction(
  page: Page,
  row: Locator,
  campaignName: CampaignName,
  action: string,
): Promise<void> {
  const menu = page.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: action, exact: true });
  const open = async () => {
    if (!(await menu.isVisible())) await rowMenuButton(row, campaignName).click();
    await visible(menu);
  };
  for (let opening = 1; opening < MENU_OPENINGS; opening += 1) {
    await open();
    const picked = await item.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (picked) return;
  }
  // The last opening waits the full time and fails with what held the click back.
  await open();
  await item.click();
}

/** The open menu is drawn above the notices (null when either is missing). */
export const menuAboveNotices = (page: Page) =>
  page.evaluate(() => {
    const notices = document.querySelector('.mantine-Notifications-root');
    const menu = document.querySelector('[role="menu"]');
    if (!notices || !menu) return null;
    return Number(getComputedStyle(menu).zIndex) > Number(getComputedStyle(notices).zIndex);
  });

/** The labels the row's menu offers, in order (the menu is closed again). */
export async function rowMenuItems(page: Page, row: Locator, campaignName: string): Promise<string[]> {
  await rowMenuButton(row, campaignName).click();
  const menu = await visible(page.getByRole('menu'));
  const labels = (await menu.getByRole('menuitem').allTextContents()).map((label) => label.trim());
  // An Escape pressed while a busy machine still opens the menu is lost: press it again.
  for (let attempt = 1; attempt < 4; attempt += 1) {
    await page.keyboard.press('Escape');
    const closed = await menu
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return labels;
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return labels;
}

/** Start or Resume from the row menu, confirming the charges dialog. */
export async function startFromMenu(
  page: Page,
  row: Locator,
  campaignName: string,
  action: 'Activate' | 'Resume',
): Promise<Locator> {
  await rowAction(page, row, campaignName, action);
  const verb = action === 'Activate' ? 'Start' : 'Resume';
  const confirm = await visible(page.getByRole('dialog', { name: `${verb} ${campaignName}?` }));
  // What will be charged is in view: the notice of the step before, at the top centre, covered it.
  expect(await reachedByPointer(await visible(confirm.getByTestId('activation-charges')))).toBe(true);
  await confirm.getByRole('button', { name: `${verb} and bill` }).click();
  await confirm.waitFor({ state: 'hidden' });
  return confirm;
}

/** The accessible name of the focused element (its label, or its text). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus: how many presses, or Infinity. */
export async function tabTo(page: Page, target: Locator, limit = 16): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

/** The demo agency's Site ID campaign management, with `campaign`'s row (other files rename it). */
export async function openAgencyCampaignRow(
  page: Page,
  agencyToken: string,
  campaign: string,
): Promise<Locator> {
  const facts = await shellFactsOf(agencyToken);
  await openSignedIn(
    page,
    'acme.localhost',
    'agency@demo.test',
    `/${facts.moduleNames.local.url}/campaign-management`,
  );
  await page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();
  return visible(page.locator(`tr[data-campaign="${campaign}"]`));
}

/**
 * Waits until `dialog`, opened from the row's menu, has closed and handed the focus back to the row's
 * Actions button, as a keyboard user expects. Until then a key opening the menu again can lose to the
 * returning focus, which lands on the button after the menu took it (a busy machine shows it).
 */
export async function dialogClosedToRow(dialog: Locator, row: Locator): Promise<void> {
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(row.getByRole('button', { name: /^Actions for / }))).toBe(true);
}

/** Opens the row's menu and `action` with the keyboard alone; answers the dialog it opens. */
export async function rowActionByKeyboard(
  page: Page,
  row: Locator,
  action: string,
  dialogName: RegExp,
): Promise<Locator> {
  const trigger = row.getByRole('button', { name: /^Actions for / });
  const menu = page.getByRole('menu');
  const focusInMenu = () =>
    menu.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  // The menu takes the focus as it opens; on a busy machine a focus still on its way back to the
  // button (from a dialog just closed) can win, and the arrows then move nothing: open it again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await trigger.focus();
    if (!(await menu.isVisible())) await page.keyboard.press('Enter');
    await visible(menu);
    const deadline = Date.now() + 2_000;
    while (!(await focusInMenu()) && Date.now() < deadline) await page.waitForTimeout(50);
    if (await focusInMenu()) break;
    await page.keyboard.press('Escape');
  }
  for (let step = 0; step < 16 && (await focusedName(page)) !== action; step += 1)
    await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).toBe(action);
  await page.keyboard.press('Enter');
  return visible(page.getByRole('dialog', { name: dialogName }));
}
