// Data enrichment (issue 27 item 2) as an agency owner uses it: the page under System Settings, a
// contact file uploaded and its columns guessed, the match rate and cost of its first rows shown
// without a charge, the job confirmed after a question that says what it costs, followed to its end,
// and the enriched file downloaded with a match flag on every row and its formulas made harmless.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './browser.ts';
import { uniqueWord } from './tenants-steps.ts';
import { noticeAfter, openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

const CONTACTS = [
  'Email,First Name,Last Name,Street,City,State,Zip',
  ...Array.from(
    { length: 24 },
    (_, row) => `person${row}@example.test,Pat${row},Lee,${row} Main St,Springfield,IL,62701`,
  ),
  '=HYPERLINK("https://evil.example.test"),Eve,Formula,1 Side St,Springfield,IL,62701',
].join('\n');

/** Uploads CONTACTS under `fileName`, named `name`. */
async function uploadContacts(page: Page, fileName: string, name: string): Promise<void> {
  const upload = page.getByRole('form', { name: 'Upload a contact file' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(CONTACTS),
  });
  await upload.getByLabel('Name').fill(name);
  await upload.getByRole('button', { name: 'Upload' }).click();
}

describe('Data enrichment', () => {
  it('uploads a contact file, previews the match rate for free, enriches it and downloads the result', async () => {
    const page = browser.page();
    const name = uniqueWord('Trade show');
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/data-enrichment');
    await visible(page.getByRole('heading', { level: 1, name: 'Data Enrichment' }));
    await visible(page.getByRole('form', { name: 'Price per matched row' }));

    await uploadContacts(page, 'trade-show.csv', name);

    // The columns guessed from the header row.
    const job = await visible(page.getByTestId('enrichment-job'));
    await visible(job.getByText(`${name}: 25 rows`));
    await expect.poll(() => job.getByRole('combobox', { name: 'E-mail' }).inputValue()).toBe('Email');
    await expect
      .poll(() => job.getByRole('combobox', { name: 'Street address' }).inputValue())
      .toBe('Street');

    // The preview: the first rows matched, the cost estimated, nothing charged.
    await job.getByRole('button', { name: 'Preview the match rate' }).click();
    const preview = await visible(page.getByTestId('enrichment-preview'));
    await visible(preview.getByText('Match rate', { exact: true }));
    await visible(preview.getByText('The preview is free.', { exact: false }));

    // Confirmed after a question that names the cost.
    await preview.getByRole('button', { name: 'Enrich 25 rows' }).click();
    const question = await visible(page.getByRole('dialog', { name: 'Enrich this file?' }));
    await expect.poll(() => question.textContent()).toMatch(/Each matched row costs \$\d+\.\d\d/);
    await noticeAfter(page, 'The job is queued. Its progress shows on the data enrichment page.', () =>
      question.getByRole('button', { name: 'Enrich and charge' }).click(),
    );

    // Followed to its end, then downloaded.
    const downloadButton = job.getByRole('button', { name: 'Download the enriched file' });
    await visible(downloadButton);
    await expect.poll(() => job.textContent()).toContain('25 of 25 rows done');
    const download = page.waitForEvent('download');
    await downloadButton.click();
    const file = await download;
    const rows = parse(fs.readFileSync(await file.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(25);
    for (const row of rows) expect(['yes', 'no']).toContain(row.matched);
    expect(rows.at(-1)?.Email?.startsWith("'=")).toBe(true);

    // Listed among the past jobs as done.
    const listed = page.getByTestId('enrichment-jobs').locator(`[data-job="${name}"]`);
    await expect.poll(() => listed.textContent()).toContain('Done');
  });

  it('a client enriches from its profile menu, checking the mapping against the file’s first rows', async () => {
    const page = browser.page();
    const name = uniqueWord('Client list');
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Data Enrichment', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Data Enrichment' }));
    // Clients have no configuration pages: the agency's prices are not theirs to see or set.
    expect(await page.getByRole('form', { name: 'Price per matched row' }).count()).toBe(0);

    await uploadContacts(page, 'client-list.csv', name);

    const job = await visible(page.getByTestId('enrichment-job'));
    // The first rows of the file, and what the guessed e-mail column holds in the first one.
    const sample = await visible(job.getByRole('table', { name: 'The first 3 rows of the file' }));
    await visible(sample.getByRole('cell', { name: 'person2@example.test' }));
    await visible(job.getByText('First row: person0@example.test'));
    // A wrong choice shows at once: the ZIP code field pointed at the city column.
    await job.getByRole('combobox', { name: 'ZIP code' }).click();
    await page.getByRole('option', { name: 'City', exact: true }).click();
    // The City field holds the city too: both say so.
    await expect.poll(() => job.getByText('First row: Springfield').count()).toBe(2);
    await job.getByRole('combobox', { name: 'ZIP code' }).click();
    await page.getByRole('option', { name: 'Zip', exact: true }).click();
    await visible(job.getByText('First row: 62701'));

    await job.getByRole('button', { name: 'Preview the match rate' }).click();
    const preview = await visible(page.getByTestId('enrichment-preview'));
    await preview.getByRole('button', { name: 'Enrich 25 rows' }).click();
    const question = await visible(page.getByRole('dialog', { name: 'Enrich this file?' }));
    await noticeAfter(page, 'The job is queued. Its progress shows on the data enrichment page.', () =>
      question.getByRole('button', { name: 'Enrich and charge' }).click(),
    );
    await expect.poll(() => job.textContent()).toContain('25 of 25 rows done');
    const listed = page.getByTestId('enrichment-jobs').locator(`[data-job="${name}"]`);
    await expect.poll(() => listed.textContent()).toContain('Done');
  });

  it('the platform root sets what one agency pays, then puts it back on the platform price', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/data-enrichment');
    await visible(page.getByRole('heading', { level: 2, name: 'What each agency pays' }));
    const table = page.getByTestId('agency-prices');
    const acme = table.getByRole('row').filter({ hasText: 'Acme Marketing' });
    await expect.poll(() => acme.textContent()).toMatch(/Platform price \(\$\d+\.\d\d\)/);

    // The search narrows the list.
    await page.getByLabel('Search agencies by name').fill('beta');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await visible(table.getByRole('cell', { name: 'Beta Growth', exact: true }));
    await page.getByLabel('Search agencies by name').fill('');
    await visible(acme);

    await acme.getByRole('button', { name: 'Change the price of Acme Marketing' }).click();
    const dialog = await visible(
      page.getByRole('dialog', { name: 'Price per matched row for Acme Marketing' }),
    );
    await dialog.getByLabel('Price per match').fill('0.37');
    await noticeAfter(page, 'The agency’s data enrichment price is saved.', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect.poll(() => acme.textContent()).toContain('$0.37');

    await acme.getByRole('button', { name: 'Change the price of Acme Marketing' }).click();
    await noticeAfter(page, 'The agency’s data enrichment price is saved.', () =>
      page.getByRole('button', { name: /^Use the platform price/ }).click(),
    );
    await expect.poll(() => acme.textContent()).toMatch(/Platform price/);
  });
});
