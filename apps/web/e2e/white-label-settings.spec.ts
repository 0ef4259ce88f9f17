// Issue 14: the white-label settings of General Settings — unreadable colours refused before saving
// (WCAG AA 4.5:1, the shared rule), Reset to defaults after a confirmation, the logo on the agency's
// sign-in page, and the agency's embedded code on its own site only (acme.localhost, not
// beta.localhost nor the platform's localhost). Acme's logo and code are the only demo data changed.
import { DEFAULT_APPEARANCE } from '@lead/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, type Host, urlOn } from './browser.ts';
import { readyAgency, TINY_PNG } from './shell.ts';
import { openSignedIn, signInPageLive, visible } from './ui.ts';

const browser = browserPerFile();

async function openGeneralSettings(page: Page, host: Host, email: string, password?: string) {
  await openSignedIn(page, host, email, '/configuration/general-setting', password);
  await visible(page.getByRole('heading', { level: 1, name: 'General Settings' }));
}

const acmeId = async (token: string) =>
  (await callApi<{ company_id: number }>('GET', '/user', { token })).body.company_id;

describe('appearance', () => {
  it('refuses unreadable colours before saving, saves readable ones, and resets to defaults after asking', async () => {
    const agency = await readyAgency('look');
    const companyId = await acmeId(agency.token);
    const stored = async () =>
      (
        await callApi<typeof DEFAULT_APPEARANCE>('GET', `/configuration/setting/${companyId}/appearance`, {
          token: agency.token,
        })
      ).body;
    const page = browser.page();
    await openGeneralSettings(page, 'localhost', agency.email, agency.password);

    const text = page.getByRole('textbox', { name: 'Text colour' });
    await text.fill('#cccccc');
    await page.keyboard.press('Escape');
    await visible(
      page.getByText(
        /Text on the (box|page background) colour has a contrast of 1\.\d\d:1; it needs at least 4\.5:1/,
      ),
    );
    // The preview already shows the look being chosen.
    const previewText = page.getByTestId('appearance-preview').getByText('Text in a box.');
    expect(await previewText.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(204, 204, 204)',
    );
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await page.waitForTimeout(500);
    expect((await stored()).textcolor).toBe(DEFAULT_APPEARANCE.textcolor);

    await text.fill('#0b3d2e');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await visible(page.getByText('Settings have been saved.'));
    expect((await stored()).textcolor).toBe('#0b3d2e');

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Reset the appearance to the defaults?' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await stored()).textcolor).toBe('#0b3d2e');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    const confirm = await visible(
      page.getByRole('dialog', { name: 'Reset the appearance to the defaults?' }),
    );
    await confirm.getByRole('button', { name: 'Reset to defaults' }).click();
    await visible(page.getByText('The appearance is back to the defaults.'));
    expect(await text.inputValue()).toBe(DEFAULT_APPEARANCE.textcolor);
    // The default payment term is kept with the look, so the reset brings it back to Weekly too.
    expect(await stored()).toEqual({ ...DEFAULT_APPEARANCE, paymenttermDefault: 'Weekly' });
  });
});

describe("the agency's logo and embedded code", () => {
  it('General Settings previews the whole logo, however wide (it was cut to a square)', async () => {
    const page = browser.page();
    await openGeneralSettings(page, 'beta.localhost', 'agency2@demo.test');
    const preview = page.getByTestId('settings-logo').locator('img');
    await visible(preview);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = await preview.evaluate((img: HTMLImageElement) => ({
      fit: getComputedStyle(img).objectFit,
      boxRatio: img.clientWidth / img.clientHeight,
      imageRatio: img.naturalWidth / img.naturalHeight,
    }));
    // Beta's demo logo is wider than tall: a square preview that covers it crops it.
    expect(shown.imageRatio).toBeGreaterThan(1.5);
    const cropped = shown.fit === 'cover' && Math.abs(shown.boxRatio - shown.imageRatio) > 0.05;
    expect(cropped, JSON.stringify(shown)).toBe(false);
  });

  afterAll(async () => {
    // Other test files see Acme's pages without the code again.
    const token = await apiSignIn('agency@demo.test', 'acme.localhost');
    await callApi('PUT', `/configuration/setting/${await acmeId(token)}/rootAgencyEmbeddedCode`, {
      token,
      body: { placeEmbedded: 'head', embeddedcode: '' },
    });
  });

  it('a logo uploaded in General Settings shows on the sign-in page of the agency’s site; SVG is refused', async () => {
    const page = browser.page();
    await openGeneralSettings(page, 'acme.localhost', 'agency@demo.test');
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await visible(page.getByText('Upload an image (PNG, JPEG, GIF or WebP).'));
    await file.setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await visible(page.getByText('Setting has been saved.'));

    const visitor = await browser.context().browser()?.newContext();
    const signInPage = await visitor?.newPage();
    if (!signInPage) throw new Error('no second page');
    await signInPage.goto(urlOn('acme.localhost', '/login'));
    const logo = signInPage.getByRole('banner').locator('img');
    await logo.waitFor({ state: 'visible' });
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    await visitor?.close();
  });

  it('the embedded code runs on the agency’s own pages and is absent on another agency’s and the platform’s', async () => {
    const page = browser.page();
    await openGeneralSettings(page, 'acme.localhost', 'agency@demo.test');
    await page.getByText('Footer (end of body)').click();
    await page
      .getByRole('textbox', { name: 'Code' })
      .fill(
        '<script>window.acmeEmbedded = "yes"; document.documentElement.dataset.acmeEmbedded = "yes";</script>',
      );
    await page.getByRole('button', { name: 'Save embedded code' }).click();
    await visible(page.getByText('Setting has been saved.'));

    const ranOn = async (host: Host) => {
      const visitor = await browser.context().browser()?.newContext();
      const other = await visitor?.newPage();
      if (!other) throw new Error('no second page');
      const answer = await other.goto(urlOn(host, '/login'));
      // The app itself still runs under the page's policy: the sign-in form drawn at build time comes
      // alive once the page's scripts, started by its inline loader, have run.
      await signInPageLive(other);
      const ran = await other.evaluate(() => (window as { acmeEmbedded?: string }).acmeEmbedded ?? null);
      const html = (await answer?.text()) ?? '';
      await visitor?.close();
      return { ran, inPage: html.includes('acmeEmbedded') };
    };
    expect(await ranOn('acme.localhost')).toEqual({ ran: 'yes', inPage: true });
    expect(await ranOn('beta.localhost')).toEqual({ ran: null, inPage: false });
    expect(await ranOn('localhost')).toEqual({ ran: null, inPage: false });
  });
});

describe('accessibility', () => {
  it('General Settings has no serious or critical axe violations', async () => {
    const page = browser.page();
    await openGeneralSettings(page, 'acme.localhost', 'agency@demo.test');
    await visible(page.getByRole('button', { name: 'Save embedded code' }));
    await visible(page.getByTestId('appearance-preview'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
