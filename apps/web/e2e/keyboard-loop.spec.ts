// Every flow by keyboard (issue 23 item 16): the loop's key steps with the keyboard only — sign in,
// the skip link, a dialog opened from the profile menu and closed with Escape (focus back on the
// menu's button), the Data Wallet's charge question holding the focus, the wizard's client picker by
// typing and Enter, a refused Next announced and focused, the stepper's current step, and the
// invoice table scrolled by keyboard at 390 px; and the whole loop's key steps (add a client, a campaign
// priced from a preset, the client's card as the client, the start) by keyboard. Axe checks every
// state on the way (browser.ts).
import { DEMO_PASSWORD, fillMessage, messages } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, type Host, urlOn } from './browser.ts';
import { readyAgency, waitForShell } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';
import { enabled, signInPageLive, visible, waitForPath } from './ui.ts';
import { walletAgency } from './wallet-steps.ts';
import { savedCampaignId } from './wizard-steps.ts';

const browser = browserPerFile();

/** What has the keyboard's focus: its accessible name's usual sources and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim().slice(0, 80) ?? '',
      inDialog: element?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null,
    };
  });

/** Signs in with the keyboard: type into the form, Enter submits. */
async function signInByKeyboard(
  page: Page,
  host: Host,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(urlOn(host, '/login'));
  await signInPageLive(page);
  await page.getByLabel('E-mail', { exact: true }).focus();
  await page.keyboard.type(email);
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitForShell(page);
}

/** Opens the profile menu from its button with Enter and moves with the arrows to `entry`. */
async function chooseFromProfileMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).focus();
  await page.keyboard.press('Enter');
  await visible(page.getByTestId('profile-menu'));
  for (let step = 0; step < 20 && (await focused(page)).text !== entry; step += 1)
    await page.keyboard.press('ArrowDown');
  expect((await focused(page)).text).toBe(entry);
  await page.keyboard.press('Enter');
}

/** Gives `target` the focus (as Tab would) and presses `key` on it. */
async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  await (await enabled(target)).focus();
  await page.keyboard.press(key);
}

/** Gives `field` the focus and types `text` into it, key by key. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await (await enabled(field)).focus();
  await page.keyboard.type(text);
}

/** Opens a select with the keyboard and moves with the arrows to `option`, picked with Enter. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await pressOn(page, select, 'ArrowDown');
  const highlighted = page.locator('[data-combobox-selected]');
  for (let step = 0; step < 10; step += 1) {
    if ((await highlighted.count()) > 0 && (await highlighted.first().textContent())?.trim() === option)
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => select.inputValue()).toBe(option);
}

/** Tabs until `target` has the focus: how many presses it took, or Infinity after `limit`. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * `read()` once it answers `wanted`, else its last answer after 10 s. Each point of this test is a
 * soft expectation on such a value, so one missing behaviour does not hide the others.
 */
async function settled<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!wanted(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe('every flow by keyboard (issue 23 item 16)', () => {
  it('skips to the content; the profile menu holds entries only and its "Log out" reads', async () => {
    const page = browser.page();
    await signInByKeyboard(page, 'acme.localhost', 'agency@demo.test');

    // The first tab stop is "Skip to content"; it takes the focus to the page itself.
    await page.keyboard.press('Tab');
    expect.soft((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect.soft((await focused(page)).id).toBe('main-content');

    // The open menu holds menu entries only, and "Log out" reads at 4.5:1 or more.
    await page.getByRole('button', { name: 'Profile menu' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem', { name: 'Log out' }));
    expect.soft(await seriousViolations(page, '[role="menu"]')).toEqual([]);
  });

  it('returns the focus to the profile menu after a dialog opened from it', async () => {
    const page = browser.page();
    await signInByKeyboard(page, 'acme.localhost', 'agency@demo.test');
    // A dialog opened from a menu entry gives the focus back to the menu's button when it closes.
    await chooseFromProfileMenu(page, 'Change Password');
    const dialog = await visible(page.getByRole('dialog', { name: 'Change Password' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const after = await settled(
      async () => (await focused(page)).label,
      (label) => label.endsWith(': profile menu'),
    );
    expect.soft(after).toBe('Alice Agency: profile menu');
  });

  it('keeps the focus inside the Data Wallet while its charge question is asked', async () => {
    const agency = await walletAgency('keyboard-wallet');
    const page = browser.page();
    await signInByKeyboard(page, 'localhost', agency.email, agency.password);

    await chooseFromProfileMenu(page, 'Data Wallet');
    const agreement = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await agreement.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    const wallet = await visible(page.getByRole('dialog', { name: 'Data Wallet' }));
    await visible(wallet.getByTestId('wallet-balance'));

    const charge = wallet.getByRole('button', { name: /^Charge \$/ });
    await charge.focus();
    await page.keyboard.press('Enter');
    await visible(wallet.getByRole('heading', { name: /to your card\?$/ }));
    // The question has the focus, and Tab walks the question's buttons, never the page behind.
    expect.soft((await focused(page)).text).toMatch(/to your card\?$/);
    const confirm = wallet.getByRole('button', { name: /now$/ });
    expect.soft(await tabTo(page, confirm, 4)).toBeLessThanOrEqual(4);
    const outside: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const where = await focused(page);
      if (where.inDialog === null) outside.push(where.label || where.text || where.tag);
    }
    expect.soft(outside).toEqual([]);

    // Back returns to the Charge button; Escape closes the wallet and the menu's button has the focus.
    await wallet.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    const backAt = await settled(
      async () => (await focused(page)).text,
      (text) => text.startsWith('Charge $'),
    );
    expect.soft(backAt).toMatch(/^Charge \$/);
    await wallet.getByRole('button', { name: /^Charge \$/ }).focus();
    await page.keyboard.press('Escape');
    await wallet.waitFor({ state: 'hidden' });
    const after = await settled(
      async () => (await focused(page)).label,
      (label) => label.endsWith(': profile menu'),
    );
    expect.soft(after).toMatch(/: profile menu$/);
  });

  it('picks a client on Enter when its whole name is typed, even with Tab right after', async () => {
    const page = browser.page();
    await signInByKeyboard(page, 'acme.localhost', 'agency@demo.test');
    await page.goto(urlOn('acme.localhost', '/campaign-setup?module=local'));
    const picker = await enabled(page.getByRole('combobox', { name: 'Client', exact: true }));
    await picker.focus();
    await page.keyboard.type('Acme Client Co');
    await visible(page.getByRole('option', { name: 'Acme Client Co', exact: true }));
    // The server may still be answering the last keys: the pick waits for it, not for the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => picker.inputValue()).toBe('Acme Client Co');
    // Enter again on the chosen client does not take it away (the field is required).
    await picker.focus();
    await visible(page.getByRole('option', { name: 'Acme Client Co', exact: true }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => picker.inputValue()).toBe('Acme Client Co');
  });

  it('picks a client by typing and Enter, and a refused Next says why and where', async () => {
    const page = browser.page();
    await signInByKeyboard(page, 'acme.localhost', 'agency@demo.test');
    await page.goto(urlOn('acme.localhost', '/campaign-setup?module=local'));
    await visible(page.getByRole('heading', { level: 1, name: 'Build Your Campaign' }));

    // The stepper marks the step the form is at.
    const current = page.locator('[aria-current="step"]');
    await visible(page.getByRole('combobox', { name: 'Client', exact: true }));
    expect.soft(await current.count()).toBe(1);
    // Read until it settles: the wizard draws its steps again once the agency's prices (and its
    // default term) are read, and a loaded machine took longer than one try's second for that.
    expect
      .soft(
        await settled(
          () =>
            current
              .first()
              .textContent({ timeout: 1_000 })
              .catch(() => ''),
          (text) => (text ?? '').includes('Basics'),
        ),
      )
      .toContain('Basics');

    const picker = await enabled(page.getByRole('combobox', { name: 'Client', exact: true }));
    await picker.focus();
    await page.keyboard.type('Acme Client');
    // As a person does: Enter once the client is offered (the list loads slower on a busy machine).
    await visible(page.getByRole('option', { name: 'Acme Client Co', exact: true }));
    await page.keyboard.press('Enter');
    expect
      .soft(
        await settled(
          () => picker.inputValue(),
          (value) => value === 'Acme Client Co',
        ),
      )
      .toBe('Acme Client Co');
    // Without the picked client the step would be refused for the client too: pick it by pointer.
    if ((await picker.inputValue()) !== 'Acme Client Co')
      await page.getByRole('option', { name: 'Acme Client Co', exact: true }).click();

    // Next with no campaign name: the refusal is announced and the focus is on the named field,
    // whose error is read with it. Next is held (a spinner) while the client's prices load, as a
    // person sees: press it once it is offered.
    await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');
    const announcement = page.locator('[role="alert"]').filter({ hasText: messages.fixMarkedFields });
    expect
      .soft(
        await settled(
          () => announcement.count(),
          (count) => count === 1,
        ),
      )
      .toBe(1);
    const name = page.getByLabel('Campaign name');
    const nameFocused = () => name.evaluate((element) => element === document.activeElement);
    expect.soft(await settled(nameFocused, (focusedNow) => focusedNow)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(errorText.trim()).not.toBe('');
    // The errors' red reads at 4.5:1 or more.
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  it('scrolls the invoice table by keyboard on a 390 px screen', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByKeyboard(page, 'acme.localhost', 'agency@demo.test');
    await page.goto(urlOn('acme.localhost', '/invoices'));
    await waitForPath(page, '/invoices');
    await visible(page.getByRole('heading', { name: 'Invoices', level: 1 }));

    // The table's scroll box is a tab stop; the arrows scroll it. The invoices' table by name: the
    // margin summary's table below it may come first and the invoices' then takes its place as the first.
    const table = await visible(page.getByTestId('invoice-table'));
    const box = table.locator('xpath=ancestor::*[@tabindex="0"][1]');
    expect.soft(await box.count()).toBe(1);
    if ((await box.count()) === 0) return;
    expect(await box.getAttribute('role')).toBe('region');
    expect(await box.getAttribute('aria-label')).toBeTruthy();
    await box.focus();
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('ArrowRight');
    expect(
      await settled(
        () => box.evaluate((element) => element.scrollLeft),
        (left) => left > 0,
      ),
    ).toBeGreaterThan(0);
  });
  it("the loop's key steps by keyboard: invite a client, price a campaign from a preset, add the card as the client, start it", async () => {
    const agency = await readyAgency('keyboard-loop');
    const preset = await callApi('POST', '/configuration/price-presets', {
      token: agency.token,
      body: {
        name: 'Keys',
        prices: Object.fromEntries(
          ['local', 'locator', 'enhance', 'b2b'].map((module) => [
            module,
            { PlatformFee: '60', CostMonth: '20', CostSet: '3.25' },
          ]),
        ),
      },
    });
    expect(preset.status).toBe(200);
    const word = uniqueWord('keys');
    const client = { company: `Keys Client ${word}`, name: 'Kim Keys', email: `${word}@example.test` };
    const page = browser.page();
    await signInByKeyboard(page, 'localhost', agency.email, agency.password);

    // Add client: the form opens on its first field; typing, Tab and Enter do the rest.
    await page.goto(urlOn('localhost', '/configuration/client-management'));
    await pressOn(page, page.getByRole('button', { name: 'Add client' }), 'Enter');
    const add = await visible(page.getByRole('form', { name: 'Add client' }));
    await expect.poll(() => focused(page).then((where) => where.tag)).toBe('input');
    await page.keyboard.type(client.company);
    await typeInto(page, add.getByLabel('Full name'), client.name);
    await typeInto(page, add.getByLabel('E-mail'), client.email);
    await typeInto(page, add.getByLabel('Phone', { exact: true }), '201 555 0123');
    await page.keyboard.press('Enter');
    await visible(page.getByText(fillMessage('clientAdded', { name: client.company })));

    // The wizard: the client by typing and Enter, the preset by the arrows, each Next by Enter.
    await page.goto(urlOn('localhost', '/campaign-setup?module=local'));
    const picker = await visible(page.getByRole('combobox', { name: 'Client', exact: true }));
    await typeInto(page, picker, client.company.slice(0, 14));
    // The picker searches the server as one types: Enter once the client is offered.
    await visible(page.getByRole('option', { name: client.company, exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe(client.company);
    const name = `Keyed ${word}`;
    await typeInto(page, page.getByLabel('Campaign name'), name);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await pressOn(page, next, 'Enter');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Start from', exact: true }), 'Keys');
    await expect.poll(() => page.getByRole('textbox', { name: /^Cost per lead/ }).inputValue()).toBe('3.25');
    await pressOn(page, next, 'Enter');
    await typeInto(page, page.getByLabel('Landing page URL'), 'https://client.example.com/landing');
    await pressOn(page, next, 'Enter');
    await visible(page.getByLabel('Lead limit'));
    await pressOn(page, next, 'Enter');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(yesterday);
    await pressOn(page, next, 'Enter');
    const confirmPast = page.getByLabel(/a date that has passed/);
    if ((await confirmPast.count()) > 0) {
      await pressOn(page, confirmPast, ' ');
      await pressOn(page, next, 'Enter');
    }
    await visible(page.getByTestId('campaign-review'));
    await pressOn(page, page.getByRole('button', { name: 'Save campaign' }), 'Enter');
    const id = await savedCampaignId(page);

    // Start from the row menu: the missing card is said first, and its button is reached by Tab.
    const row = await visible(page.locator(`tr[data-campaign="${id}"]`));
    await pressOn(page, row.getByRole('button', { name: `Actions for ${name}` }), 'Enter');
    await visible(page.getByRole('menu'));
    for (let step = 0; step < 10 && (await focused(page)).text !== 'Activate'; step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const blocked = await visible(page.getByRole('dialog', { name: `Before ${name} can start` }));
    const addCard = blocked.getByRole('button', { name: 'Add the client’s card' });
    expect(await tabTo(page, addCard, 8)).toBeLessThanOrEqual(8);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/user/card-setting');
    await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
    await typeInto(page, page.getByLabel('Expiry month'), '12');
    await typeInto(page, page.getByLabel('Expiry year'), String(new Date().getFullYear() + 3));
    await typeInto(page, page.getByLabel('Security code (CVC)'), '123');
    await pressOn(page, page.getByRole('button', { name: 'Save card' }), 'Enter');
    await visible(page.getByTestId('card-saved'));

    // Still as the client, its campaign starts: the charges question holds the focus; Enter confirms.
    await page.goto(urlOn('localhost', '/siteid/campaign-management'));
    const again = await visible(page.locator(`tr[data-campaign="${id}"]`));
    await pressOn(page, again.getByRole('button', { name: `Actions for ${name}` }), 'Enter');
    await visible(page.getByRole('menu'));
    for (let step = 0; step < 10 && (await focused(page)).text !== 'Activate'; step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const start = await visible(page.getByRole('dialog', { name: `Start ${name}?` }));
    const confirm = start.getByRole('button', { name: 'Start and bill' });
    expect(await tabTo(page, confirm, 6)).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    await visible(page.getByText(`Campaign ${id} is active.`).first());
  });
});
