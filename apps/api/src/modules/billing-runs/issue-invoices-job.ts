// Issues many invoices in one transaction with a few statements (the billing run's hot path): the
// same rows, statuses and journal postings as `issueInvoice` issuing them one by one, and the same
// rule that a billing key already issued keeps its first invoice. Invoices are inserted in billing
// key order, so two runs issuing the same keys at once wait for each other instead of deadlocking.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type NewInvoice, postedOnIssue } from '../invoices/issue-invoice.ts';
import type { AccountRef } from '../ledger/accounts.ts';
import { issuePostings } from '../ledger/invoice-postings.ts';
import type { Posting } from '../ledger/post.ts';
import { MAX_POSTING_CENTS } from '../ledger/post.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const statusOf = (invoice: NewInvoice, totalCents: number) =>
  invoice.external ? 'external' : totalCents === 0 ? 'void' : 'open';

const accountName = (ref: AccountRef) => `${ref.kind}:${ref.companyId ?? 0}:${ref.userId ?? 0}`;

/** The ids of many accounts, opening the missing ones: two statements, in a fixed order (no deadlock). */
async function accountIds(db: Queryable, refs: AccountRef[]): Promise<Map<string, number>> {
  const distinct = [...new Map(refs.map((ref) => [accountName(ref), ref])).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const rows = distinct.map(([, ref]) => ({
    kind: ref.kind,
    company_id: ref.companyId ?? null,
    user_id: ref.userId ?? null,
  }));
  const json = JSON.stringify(rows);
  await db.execute(sql`
    insert into ledger_accounts (kind, company_id, user_id)
    select kind, company_id, user_id from jsonb_to_recordset(${json}::jsonb) as r(kind text, company_id int, user_id int)
    on conflict (kind, coalesce(company_id, 0), coalesce(user_id, 0)) do nothing`);
  const found = await db.execute<{
    id: number;
    kind: string;
    company_id: number | null;
    user_id: number | null;
  }>(sql`
    select a.id, a.kind, a.company_id, a.user_id from ledger_accounts a
    join jsonb_to_recordset(${json}::jsonb) as r(kind text, company_id int, user_id int)
      on a.kind = r.kind and coalesce(a.company_id, 0) = coalesce(r.company_id, 0)
        and coalesce(a.user_id, 0) = coalesce(r.user_id, 0)`);
  return new Map(
    found.rows.map((row) => [
      accountName({ kind: row.kind as AccountRef['kind'], companyId: row.company_id, userId: row.user_id }),
      row.id,
    ]),
  );
}

/** Postings of many invoices in one insert; the accounts resolved together. */
async function postAll(db: Queryable, postings: Posting[]): Promise<void> {
  const moving = postings.filter((posting) => {
    if (
      !Number.isSafeInteger(posting.amountCents) ||
      posting.amountCents < 0 ||
      posting.amountCents > MAX_POSTING_CENTS
    )
      throw new Error(`Posting ${posting.key} has an invalid amount: ${posting.amountCents}.`);
    return posting.amountCents > 0;
  });
  if (moving.length === 0) return;
  const ids = await accountIds(
    db,
    moving.flatMap((posting) => [posting.debit, posting.credit]),
  );
  const idOf = (ref: AccountRef) => {
    const id = ids.get(accountName(ref));
    if (id === undefined) throw new Error(`ledger account ${accountName(ref)} could not be opened`);
    return id;
  };
  const rows = moving.map((posting) => ({
    idempotency_key: posting.key,
    debit_account_id: idOf(posting.debit),
    credit_account_id: idOf(posting.credit),
    amount_cents: posting.amountCents,
    invoice_id: posting.invoiceId ?? null,
    memo: posting.memo,
  }));
  await db.execute(sql`
    insert into ledger_postings (idempotency_key, debit_account_id, credit_account_id, amount_cents, invoice_id, memo)
    select idempotency_key, debit_account_id, credit_account_id, amount_cents, invoice_id, memo
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(idempotency_key text, debit_account_id int,
      credit_account_id int, amount_cents bigint, invoice_id bigint, memo text)
    on conflict (idempotency_key) do nothing`);
}

/** Issues the invoices (those whose key exists already are left as they are); returns how many were new. */
export async function issueInvoices(db: Queryable, batch: readonly NewInvoice[]): Promise<number> {
  if (batch.length === 0) return 0;
  const sorted = [...batch].sort((a, b) =>
    a.billingKey < b.billingKey ? -1 : a.billingKey > b.billingKey ? 1 : 0,
  );
  const byKey = new Map(sorted.map((invoice) => [invoice.billingKey, invoice]));
  const rows = sorted.map((invoice) => {
    const total = sum(invoice.lines.map((line) => line.amountCents));
    return {
      billing_key: invoice.billingKey,
      level: invoice.level,
      payer_company_id: invoice.payerCompanyId,
      payee_company_id: invoice.payeeCompanyId,
      agency_company_id: invoice.agencyCompanyId,
      root_company_id: invoice.rootCompanyId,
      term: invoice.term,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      timezone: invoice.timezone,
      status: statusOf(invoice, total),
      total_cents: total,
      wholesale_cents: sum(invoice.lines.map((line) => line.wholesaleCents)),
    };
  });
  return db.transaction(async (tx) => {
    const created = await tx.execute<{ id: string; number: string; billing_key: string; status: string }>(sql`
      insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
        root_company_id, term, period_start, period_end, timezone, status, total_cents, wholesale_cents)
      select billing_key, level, payer_company_id, payee_company_id, agency_company_id, root_company_id, term,
        period_start, period_end, timezone, status, total_cents, wholesale_cents
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(billing_key text, level text,
        payer_company_id int, payee_company_id int, agency_company_id int, root_company_id int, term text,
        period_start date, period_end date, timezone text, status text, total_cents bigint, wholesale_cents bigint)
      order by billing_key
      on conflict (billing_key) do nothing
      returning id, number, billing_key, status, total_cents, wholesale_cents`);
    if (created.rows.length === 0) return 0;
    const lines: Record<string, string | number | null>[] = [];
    const postings: Posting[] = [];
    for (const row of created.rows) {
      const invoice = byKey.get(row.billing_key);
      if (!invoice) throw new Error(`issued an invoice nobody asked for: ${row.billing_key}`);
      const id = Number(row.id);
      for (const [index, line] of invoice.lines.entries())
        lines.push({
          invoice_id: id,
          line_no: index + 1,
          campaign_id: line.campaignId,
          module: line.module,
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          unit_cents: line.unitCents,
          amount_cents: line.amountCents,
          wholesale_cents: line.wholesaleCents,
        });
      if (row.status === 'open')
        postings.push(
          ...issuePostings({
            ...invoice,
            id,
            number: row.number,
            ...postedOnIssue(invoice.lines),
          }),
        );
    }
    if (lines.length > 0)
      await tx.execute(sql`
        insert into invoice_lines (invoice_id, line_no, campaign_id, module, kind, description, quantity,
          unit_cents, amount_cents, wholesale_cents)
        select invoice_id, line_no, campaign_id, module, kind, description, quantity, unit_cents, amount_cents,
          wholesale_cents
        from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(invoice_id bigint, line_no int,
          campaign_id int, module text, kind text, description text, quantity int, unit_cents bigint,
          amount_cents bigint, wholesale_cents bigint)`);
    await postAll(tx, postings);
    return created.rows.length;
  });
}
