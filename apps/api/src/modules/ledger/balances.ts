// Balances are never stored: they are the sum of an account's postings (debits minus credits).
import { sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import type { AccountRef } from './accounts.ts';

/** Debits minus credits of one account; 0 for an account never used. */
export async function balanceCents(db: Queryable, ref: AccountRef): Promise<number> {
  const result = await db.execute<{ balance: string }>(sql`
    select coalesce(sum(case when p.debit_account_id = a.id then p.amount_cents else -p.amount_cents end), 0)
      as balance
    from ledger_accounts a
    join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
    where a.kind = ${ref.kind} and coalesce(a.company_id, 0) = ${ref.companyId ?? 0}
      and coalesce(a.user_id, 0) = ${ref.userId ?? 0}`);
  return Number(result.rows[0]?.balance ?? 0);
}

const RECEIVABLES: LedgerAccountKind[] = ['client_receivable', 'agency_receivable'];

/** What the companies owe together: their receivable balances (a removal is refused while above 0). */
export async function amountOwedCents(db: Queryable, companyIds: readonly number[]): Promise<number> {
  if (companyIds.length === 0) return 0;
  const result = await db.execute<{ owed: string }>(sql`
    select coalesce(sum(case when p.debit_account_id = a.id then p.amount_cents else -p.amount_cents end), 0)
      as owed
    from ledger_accounts a
    join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
    where a.kind in (${sql.join(
      RECEIVABLES.map((kind) => sql`${kind}`),
      sql`, `,
    )})
      and a.company_id in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return Math.max(0, Number(result.rows[0]?.owed ?? 0));
}

/** Every account's balance (debits minus credits) by account id; they sum to zero in a sound journal. */
export async function allBalances(db: Queryable): Promise<Map<number, number>> {
  const result = await db.execute<{ account: number; balance: string }>(sql`
    select account, sum(amount) as balance from (
      select debit_account_id as account, amount_cents as amount from ledger_postings
      union all
      select credit_account_id, -amount_cents from ledger_postings
    ) as moves group by account`);
  return new Map(result.rows.map((row) => [row.account, Number(row.balance)]));
}
