// Shared steps of the Ads Design browser tests: what a drawn banner looks like pixel by pixel, and a
// background image made in the page (a canvas), so no file is kept for the tests.
import type { Locator, Page } from 'playwright-core';

/** The picture's pixels as a data URL ("data:," until it has loaded). */
export const pixelsOf = (picture: Locator): Promise<string> =>
  picture.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return canvas.toDataURL();
  });

/** A small PNG of one colour, drawn by the page's canvas. */
export async function pngOfColour(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 16, 16);
    }
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
