// Data enrichment (issue 27 item 2) as an agency owner uses it: the page under System Settings, a
// contact file uploaded and its columns guessed, the match rate and cost of its first rows shown
// without a charge, the job confirmed after a question that says what it costs, followed to its end,
// and the enriched file downloaded with a match flag on every row and its formulas made harmless.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
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

describe('Data enrichment', () => {
  it('uploads a contact file, previews the match rate for free, enriches it and downloads the result', async () => {
    const page = browser.page();
    const name = uniqueWord('Trade show');
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/data-enrichment');
    await visible(page.getByRole('heading', { level: 1, name: 'Data Enrichment' }));
    await visible(page.getByRole('form', { name: 'Price per matched row' }));

    const upload = page.getByRole('form', { name: 'Upload a contact file' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'trade-show.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CONTACTS),
    });
    await upload.getByLabel('Name').fill(name);
    await upload.getByRole('button', { name: 'Upload' }).click();

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
});
