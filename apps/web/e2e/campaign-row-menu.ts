// The campaign table's row menu ("Actions for <campaign>", issue 14): browser tests open it and pick
// an action by its label, or read which actions it offers.
import type { Locator, Page } from 'playwright-core';
import { visible } from './ui.ts';

export const rowMenuButton = (row: Locator, campaignName: string) =>
  row.getByRole('button', { name: `Actions for ${campaignName}`, exact: true });

/** Opens the row's menu and picks `action`. */
export async function rowAction(
  page: Page,
  row: Locator,
  campaignName: string,
  action: string,
): Promise<void> {
  await rowMenuButton(row, campaignName).click();
  const menu = await visible(page.getByRole('menu'));
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The labels the row's menu offers, in order (the menu is closed again). */
export async function rowMenuItems(page: Page, row: Locator, campaignName: string): Promise<string[]> {
  await rowMenuButton(row, campaignName).click();
  const menu = await visible(page.getByRole('menu'));
  const labels = (await menu.getByRole('menuitem').allTextContents()).map((label) => label.trim());
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
  await confirm.getByRole('button', { name: `${verb} and bill` }).click();
  await confirm.waitFor({ state: 'hidden' });
  return confirm;
}
