// Writing to the journal. A posting moves an amount from one account (credit) to another (debit);
// its idempotency key is unique, so posting the same operation twice records it once.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type AccountRef, accountIdOf } from './accounts.ts';

export type Posting = {
  /** Derived from what happened ('invoice:42:issue'), never random: a replay must find it. */
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  amountCents: number;
  invoiceId?: number | null;
  memo: string;
};

export class LedgerAmountInvalid extends Error {
  override name = 'LedgerAmountInvalid';
}

/** Largest amount one posting may carry: $10 million, far above any real charge. */
export const MAX_POSTING_CENTS = 1_000_000_000;

function checkAmount(posting: Posting): void {
  const { amountCents } = posting;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_POSTING_CENTS)
    throw new LedgerAmountInvalid(`Posting ${posting.key} has an invalid amount: ${amountCents}.`);
}

/**
 * Records the postings that are new (an already-recorded key is skipped, whatever it carried) and
 * returns how many were new. Zero amounts record nothing. Run it in the transaction that changes
 * the state the postings describe, so both happen or neither does.
 */
export async function post(db: Queryable, postings: readonly Posting[]): Promise<number> {
  let recorded = 0;
  for (const posting of postings) {
    checkAmount(posting);
    if (posting.amountCents === 0) continue;
    const debitId = await accountIdOf(db, posting.debit);
    const creditId = await accountIdOf(db, posting.credit);
    const inserted = await db.execute(sql`
      insert into ledger_postings (idempotency_key, debit_account_id, credit_account_id, amount_cents,
        invoice_id, memo)
      values (${posting.key}, ${debitId}, ${creditId}, ${posting.amountCents},
        ${posting.invoiceId ?? null}, ${posting.memo})
      on conflict (idempotency_key) do nothing`);
    recorded += inserted.rowCount ?? 0;
  }
  return recorded;
}
