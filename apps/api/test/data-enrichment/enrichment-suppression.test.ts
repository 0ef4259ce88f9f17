// Opt-outs and the client's exclusion list apply to data enrichment (issue 27 item 2): a person on
// either, by the contact's own e-mail or by the person the provider found, comes back unmatched, in
// the preview and in the job, and is not billed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionEntries } from '../../src/db/schema/index.ts';
import { emailMd5 } from '../../src/platform/email-hash.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';
const ROWS = 40;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** Uploads, previews and runs the file as the client; answers the job's rows and stored figures. */
async function enriched() {
  const job = await t.uploaded(CLIENT, contactsCsv(ROWS));
  const preview = (await t.preview(CLIENT, job.id, job.mapping)).json();
  expect((await t.confirm(CLIENT, job.id)).statusCode).toBe(200);
  await test.jobsIdle();
  const [, ...rows] = await t.resultRecords(CLIENT, job.id);
  const stored = await t.storedJob(job.id);
  const matchedEmails = rows.filter((row) => row[5] === 'yes').map((row) => row[0] as string);
  return { id: job.id, preview, stored, matchedEmails, postings: await t.postingsOf(job.id) };
}

describe('suppressed people are never returned', () => {
  it('an opt-out or an exclusion entry, by the contact or by the person found, makes the row unmatched and unbilled', async () => {
    const first = await enriched();
    expect(first.matchedEmails.length).toBeGreaterThanOrEqual(4);
    const [optedOut, excluded, excludedPerson, other] = first.matchedEmails as [
      string,
      string,
      string,
      string,
    ];

    // The person behind the third contact, as the provider knows them (their own e-mail).
    const [person] = await test.ctx.leadData.matchContacts([
      {
        email: excludedPerson,
        firstName: null,
        lastName: null,
        address: null,
        city: null,
        state: null,
        zip: null,
      },
    ]);
    if (!person) throw new Error('the third contact should match');
    const clientId = await t.companyId(CLIENT);
    await test.ctx.db.insert(suppressionEntries).values([
      { scope: 'platform', companyId: null, emailMd5: emailMd5(optedOut) },
      { scope: 'client', companyId: clientId, emailMd5: emailMd5(excluded) },
      { scope: 'client', companyId: clientId, emailMd5: person.emailMd5 },
    ]);

    const second = await enriched();
    expect(second.matchedEmails).not.toContain(optedOut);
    expect(second.matchedEmails).not.toContain(excluded);
    expect(second.matchedEmails).not.toContain(excludedPerson);
    expect(second.matchedEmails).toContain(other);
    expect(second.matchedEmails).toEqual(
      first.matchedEmails.filter((email) => ![optedOut, excluded, excludedPerson].includes(email)),
    );
    // Billed for the rows still matched only; the preview counted without them too.
    const price = second.preview.pricePerMatchCents;
    expect(second.stored?.matchedRows).toBe(first.matchedEmails.length - 3);
    expect(second.stored?.chargedCents).toBe((first.matchedEmails.length - 3) * price);
    expect(second.postings.reduce((sum, posting) => sum + posting.cents, 0)).toBe(
      second.stored?.chargedCents,
    );
    expect(second.preview.rowsMatched).toBe(first.preview.rowsMatched - 3);

    // A suppressed row keeps the contact's own columns and nothing found about them.
    const [header, ...rows] = await t.resultRecords(CLIENT, second.id);
    const row = rows.find((cells) => cells[0] === optedOut);
    expect(row?.[5]).toBe('no');
    expect(row?.slice(6).every((cell) => cell === '')).toBe(true);
    expect(header?.length).toBe(row?.length);
  });

  it("another client's exclusion list does not apply to this client", async () => {
    const before = await enriched();
    const otherClient = await t.companyId('client2@demo.test');
    const [someone] = before.matchedEmails as [string];
    await test.ctx.db
      .insert(suppressionEntries)
      .values({ scope: 'client', companyId: otherClient, emailMd5: emailMd5(someone) });
    const after = await enriched();
    expect(after.matchedEmails).toContain(someone);
  });
});
