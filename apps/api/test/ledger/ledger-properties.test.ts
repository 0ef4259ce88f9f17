// Property tests of the journal (issue 15 point 1): for any sequence of postings debits equal credits
// (every balance sums to zero), balances are what the postings say, and replaying any operation
// changes nothing.

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNT_KINDS } from '../../src/db/schema/index.ts';
import type { AccountRef } from '../../src/modules/ledger/accounts.ts';
import { allBalances, balanceCents } from '../../src/modules/ledger/balances.ts';
import { LedgerAmountInvalid, MAX_POSTING_CENTS, type Posting, post } from '../../src/modules/ledger/post.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let companyIds: number[];
beforeAll(async () => {
  test = await createTestApp();
  const rows = await test.ctx.db.execute<{ id: number }>(sql`select id from companies order by id limit 4`);
  companyIds = rows.rows.map((row) => row.id);
});
afterAll(() => test.close());

const accountArb = (): fc.Arbitrary<AccountRef> =>
  fc.record({
    kind: fc.constantFrom(...LEDGER_ACCOUNT_KINDS),
    companyId: fc.constantFrom(...companyIds),
  });

/** Keys drawn from a small pool, so sequences replay operations often. */
const postingArb = (run: number): fc.Arbitrary<Posting> =>
  fc
    .record({
      key: fc.integer({ min: 1, max: 12 }).map((n) => `prop:${run}:op-${n}`),
      debit: accountArb(),
      credit: accountArb(),
      amountCents: fc.integer({ min: 0, max: 5_000_000 }),
    })
    .filter((p) => p.debit.kind !== p.credit.kind)
    .map((p) => ({ ...p, memo: 'property test' }));

const keyOf = (ref: AccountRef) => `${ref.kind}:${ref.companyId ?? 0}`;

async function clearJournal() {
  await test.ctx.db.execute(sql`delete from ledger_postings`);
}

describe('the ledger', () => {
  let run = 0;

  it('keeps debits equal to credits and balances equal to the first posting of each key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer().chain(() => fc.array(postingArb(++run), { minLength: 1, maxLength: 25 })),
        async (postings) => {
          await clearJournal();
          // The model: only the first posting of a key counts, zero amounts record nothing.
          const expected = new Map<string, number>();
          const seen = new Set<string>();
          for (const posting of postings) {
            await post(test.ctx.db, [posting]);
            if (seen.has(posting.key) || posting.amountCents === 0) continue;
            seen.add(posting.key);
            expected.set(
              keyOf(posting.debit),
              (expected.get(keyOf(posting.debit)) ?? 0) + posting.amountCents,
            );
            expected.set(
              keyOf(posting.credit),
              (expected.get(keyOf(posting.credit)) ?? 0) - posting.amountCents,
            );
          }
          const balances = [...(await allBalances(test.ctx.db)).values()];
          expect(balances.reduce((total, value) => total + value, 0)).toBe(0);
          for (const posting of postings)
            for (const ref of [posting.debit, posting.credit])
              expect(await balanceCents(test.ctx.db, ref)).toBe(expected.get(keyOf(ref)) ?? 0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('changes nothing when any operation is replayed', async () => {
    await fc.assert(
      fc.asyncProperty(
        // A zero amount records nothing, so it has nothing to replay.
        fc.integer().chain(() =>
          fc.array(
            postingArb(++run).filter((p) => p.amountCents > 0),
            { minLength: 1, maxLength: 15 },
          ),
        ),
        fc.nat(),
        async (postings, pick) => {
          await clearJournal();
          await post(test.ctx.db, postings);
          const before = await allBalances(test.ctx.db);
          const replayed = postings[pick % postings.length] as Posting;
          expect(await post(test.ctx.db, [{ ...replayed, amountCents: replayed.amountCents + 1 }])).toBe(0);
          expect(await post(test.ctx.db, postings)).toBe(0);
          expect(await allBalances(test.ctx.db)).toEqual(before);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['over the maximum', MAX_POSTING_CENTS + 1],
    ['not a number', Number.NaN],
  ])('refuses a %s amount and writes nothing', async (_, amountCents) => {
    await clearJournal();
    const posting: Posting = {
      key: `bad-${amountCents}`,
      debit: { kind: 'provider_cash', companyId: companyIds[0] },
      credit: { kind: 'platform_revenue', companyId: companyIds[0] },
      amountCents,
      memo: 'bad',
    };
    await expect(post(test.ctx.db, [posting])).rejects.toBeInstanceOf(LedgerAmountInvalid);
    expect((await allBalances(test.ctx.db)).size).toBe(0);
  });

  it('refuses to delete a posting’s account (ON DELETE RESTRICT)', async () => {
    await clearJournal();
    await post(test.ctx.db, [
      {
        key: 'restrict',
        debit: { kind: 'provider_cash', companyId: companyIds[1] },
        credit: { kind: 'platform_revenue', companyId: companyIds[1] },
        amountCents: 100,
        memo: 'restrict',
      },
    ]);
    await expect(test.ctx.db.execute(sql`delete from ledger_accounts`)).rejects.toMatchObject({
      cause: { code: '23001' },
    });
  });
});
