// Each payer's receivable in the ledger against what its open and failed invoices say it owes: the
// rows where they disagree. The billing tests expect none, and so does the crash loop after each round
// (bench/chaos), which is why this file imports no test runner.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../src/platform/db.ts';

export async function receivablesDisagreeing(db: Queryable) {
  const { rows } = await db.execute(sql`
    with owed as (
      select a.company_id, a.kind,
        sum(case when p.debit_account_id = a.id then p.amount_cents else -p.amount_cents end) as balance
      from ledger_accounts a join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
      where a.kind in ('client_receivable', 'agency_receivable') group by a.company_id, a.kind),
    unpaid as (
      select payer_company_id as company_id,
        case level when 'client' then 'client_receivable' else 'agency_receivable' end as kind,
        sum(total_cents) as balance
      from invoices where status in ('open', 'failed') group by 1, 2)
    select coalesce(o.company_id, u.company_id) as company_id, o.balance as ledger, u.balance as unpaid
    from owed o full join unpaid u on u.company_id = o.company_id and u.kind = o.kind
    where coalesce(o.balance, 0) <> coalesce(u.balance, 0)`);
  return rows;
}
