// Ledger accounts are opened on first use: one per (kind, company) or, for commissions, per
// (kind, sales user). Callers name the owner; they have proved it or a billing job chose it.
import { sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export type AccountRef = { kind: LedgerAccountKind; companyId?: number | null; userId?: number | null };

/** The id of an account, opening it when it does not exist yet (safe under concurrency). */
export async function accountIdOf(db: Queryable, ref: AccountRef): Promise<number> {
  const companyId = ref.companyId ?? null;
  const userId = ref.userId ?? null;
  const find = async () => {
    const found = await db.execute<{ id: number }>(sql`
      select id from ledger_accounts
      where kind = ${ref.kind} and coalesce(company_id, 0) = ${companyId ?? 0}
        and coalesce(user_id, 0) = ${userId ?? 0}`);
    return found.rows[0]?.id;
  };
  // Almost every account exists already: one query then (billing runs post thousands of times).
  const existing = await find();
  if (existing !== undefined) return existing;
  const opened = await db.execute<{ id: number }>(sql`
    insert into ledger_accounts (kind, company_id, user_id) values (${ref.kind}, ${companyId}, ${userId})
    on conflict (kind, coalesce(company_id, 0), coalesce(user_id, 0)) do nothing
    returning id`);
  if (opened.rows[0]) return opened.rows[0].id;
  const row = await find();
  if (row === undefined) throw new Error(`ledger account ${ref.kind} could not be opened`);
  return row;
}
