// Ads Design (issue 27 item 1) as an agency owner uses it: from the menu to a new banner set for a
// client, the six sizes drawn as the words are typed and with a background image chosen before Save
// (a file that is no PNG or JPEG refused in the previews), saved by Enter, listed with its client, its
// zip downloaded (six PNGs of the right sizes), a visitor's click on its hosted link sent to the landing
// page and counted on the list, renamed and deleted.
import fs from 'node:fs';
import http from 'node:http';
import { BANNER_MESSAGES, BANNER_SIZES, bannerDimensions, messages } from '@lead/shared';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { pixelsOf, pngOfColour } from './banner-steps.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { uniqueWord } from './tenants-steps.ts';
import { noticeAfter, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const LANDING = 'https://landing.example.test/spring';

/** A visitor's click on a hosted banner link on `host`: the answer's status and where it sends. */
function clickOnHost(host: string, pathname: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: inject('port'),
        path: pathname,
        headers: { host: `${host}:${inject('port')}` },
      },
      (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
      },
    );
    request.on('error', reject);
  });
}

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('Ads Design', () => {
  it('makes a banner set for a client, previews every size, downloads its zip and counts a click', async () => {
    const page = browser.page();
    const name = uniqueWord('Spring');
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/dashboard');
    await waitForPath(page, '/dashboard');

    // The menu: Ads Design → Banner create.
    const menu = page.getByTestId('sidebar-entries');
    await visible(menu.locator('[data-sub-entry="banner-list"]'));
    await menu.locator('[data-sub-entry="banner-create"]').click();
    await waitForPath(page, '/banner/create');
    await visible(page.getByRole('heading', { level: 1, name: 'Create a banner set' }));
    await visible(page.getByText('Write a headline and a call to action to see the banners.'));

    const form = page.getByRole('form', { name: 'Banner set' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'For' }).click();
    await page.getByRole('option', { name: 'Acme Client Co' }).click();
    await form.getByLabel('Headline').fill('Spring sale: every plan 20% off this month only');
    await form
      .getByLabel('Body text')
      .fill('Named leads from your own website visitors, delivered the moment they land.');
    await form.getByLabel('Call to action').fill('Start free');
    await form.getByLabel('Landing page').fill(LANDING);

    // Every size drawn by the server at its own pixel size.
    for (const size of BANNER_SIZES) {
      const picture = page.locator(`[data-preview-size="${size}"] img`);
      await visible(picture);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(bannerDimensions(size).width);
    }

    // A background image chosen and not yet saved: a file that is no PNG or JPEG is refused in the
    // previews with the upload's own words, a PNG is drawn in them before Save.
    const preview = page.locator('[data-preview-size="300x250"] img');
    const withoutImage = await pixelsOf(preview);
    const chooseBackground = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Background image', exact: true }).click();
      await (await chooser).setFiles(file);
    };
    await chooseBackground({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
    });
    await visible(page.locator('[data-preview-size="728x90"]').getByText(BANNER_MESSAGES.backgroundNotImage));
    await chooseBackground({
      name: 'spring.png',
      mimeType: 'image/png',
      buffer: await pngOfColour(page, '#e11d48'),
    });
    await visible(preview);
    await expect.poll(() => pixelsOf(preview)).not.toBe(withoutImage);
    await expect.poll(() => pixelsOf(preview)).not.toBe('data:,');

    // Saved by Enter from the last field.
    await noticeAfter(page, `Banner set "${name}" has been created.`, () =>
      form.getByLabel('Landing page').press('Enter'),
    );
    await waitForPath(page, '/banner/list');
    const row = page.locator(`[data-banner-set="${name}"]`);
    await visible(row);
    await expect.poll(() => row.textContent()).toContain('Acme Client Co');
    await expect.poll(() => row.textContent()).toContain('6 sizes');
    await visible(row.getByRole('img', { name: `Banner set ${name}, 300 × 250` }));

    // The zip: six PNGs, each of its size.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download all sizes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
    const sizes = Object.entries(entries).map(([entry, png]) => [
      entry.match(/(\d+x\d+)\.png$/)?.[1],
      pngSize(png),
    ]);
    expect(sizes).toHaveLength(6);
    for (const [size, drawn] of sizes) expect(drawn).toEqual(bannerDimensions(size as never));

    // A click on the hosted link of one size goes to the landing page and is counted.
    const token = await apiSignIn('agency@demo.test', 'acme.localhost');
    const sets = await callApi<{ data: { id: number; name: string }[] }>('GET', '/banner/sets', { token });
    const saved = sets.body.data.find((set) => set.name === name);
    if (!saved) throw new Error('the new set is not listed');
    const view = await callApi<{ clickPaths: Record<string, string> }>('GET', `/banner/sets/${saved.id}`, {
      token,
    });
    const click = await clickOnHost('acme.localhost', view.body.clickPaths['728x90'] ?? '');
    expect(click).toEqual({ status: 302, location: LANDING });
    await page.reload();
    await expect.poll(() => row.locator('td').nth(4).textContent()).toBe('1');

    // The set's page: each size's hosted link to copy, and its picture as a PNG.
    await row.getByRole('link', { name: 'Edit' }).click();
    await waitForPath(page, `/banner/${saved.id}/edit`);
    const link = page.getByRole('textbox', { name: 'Link of the 728 × 90 banner' });
    await expect
      .poll(() => link.inputValue())
      .toMatch(new RegExp(`^http://acme\\.localhost:\\d+${view.body.clickPaths['728x90']}$`));
    // Its copy button is named by what it shows, "Copied" too (WCAG 2.5.3), watched from before the
    // click as "Copied" shows for a moment only.
    await browser.context().grantPermissions(['clipboard-write'], { origin: urlOn('acme.localhost') });
    const copied = visible(page.getByRole('button', { name: 'Copied the link of the 728 × 90 banner' }));
    await page.getByRole('button', { name: 'Copy the link of the 728 × 90 banner' }).click();
    await copied;
    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the 320 × 50 banner as a PNG' }).click();
    const pngFile = await pngDownload;
    expect(pngSize(new Uint8Array(fs.readFileSync(await pngFile.path())))).toEqual({
      width: 320,
      height: 50,
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/banner/list');

    // Renamed, then deleted after a question.
    const renamed = `${name} renamed`;
    await row.getByRole('button', { name: 'Rename' }).click();
    const rename = await visible(page.getByRole('dialog', { name: 'Rename banner set' }));
    await rename.getByLabel('Name').fill(renamed);
    await noticeAfter(page, `Banner set "${renamed}" has been saved.`, () =>
      rename.getByRole('button', { name: 'Save' }).click(),
    );
    const renamedRow = page.locator(`[data-banner-set="${renamed}"]`);
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    const question = await visible(page.getByRole('dialog', { name: 'Delete banner set' }));
    await noticeAfter(page, `Banner set "${renamed}" has been deleted.`, () =>
      question.getByRole('button', { name: 'Delete' }).click(),
    );
    await renamedRow.waitFor({ state: 'detached' });
  });

  it('shows the Clients entry with each client and its banner sets', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/banner/clients');
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
    await visible(page.getByTestId('banner-clients').getByRole('link', { name: 'Acme Client Co' }));
  });

  it('is not offered to a client', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/banner/list');
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
  });
});
