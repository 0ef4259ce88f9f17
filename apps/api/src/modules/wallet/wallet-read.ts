// The wallet as the dialog reads it (part 2 §3 'Data wallet'; §7 getPrepaidDirectPayment,
// getTransactionHistoryDirectPayment, the CSV download): the balance from the ledger, the saved
// amount and switches, and the month's transaction history, newest first.
import {
  centsToDollars,
  WALLET_TOPUP_TRIGGER_PERCENT,
  type WalletResponse,
  type WalletTransaction,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { walletBalance } from './wallet-funds-job.ts';
import { walletCardLast4 } from './wallet-topup-job.ts';

/** The current month 'YYYY-MM' (UTC). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

function monthBounds(month: string): { from: string; until: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01T00:00:00Z`, until: `${next}-01T00:00:00Z` };
}

/** The history of one month: what moved the wallet (ledger postings) and top-ups that did not go through. */
export async function walletHistory(
  db: Queryable,
  agency: ProvenCompany,
  month: string,
): Promise<WalletTransaction[]> {
  const { from, until } = monthBounds(month);
  const { rows: moves } = await db.execute<{
    id: string;
    memo: string;
    created_at: Date | string;
    amount_cents: string;
    credit: boolean;
    key: string;
  }>(sql`
    select p.id, p.memo, p.created_at, p.amount_cents, p.credit_account_id = a.id as credit, p.idempotency_key as key
    from ledger_accounts a
    join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
    where a.kind = 'wallet' and a.company_id = ${agency.id}
      and p.created_at >= ${from}::timestamptz and p.created_at < ${until}::timestamptz`);
  const { rows: attempts } = await db.execute<{
    id: string;
    kind: string;
    amount_cents: string;
    status: 'declined' | 'pending' | 'error';
    error: string | null;
    created_at: Date | string;
  }>(sql`
    select id, kind, amount_cents, status, error, created_at from wallet_topups
    where company_id = ${agency.id} and status <> 'succeeded'
      and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz`);
  const iso = (value: Date | string) => new Date(value).toISOString();
  const rows: WalletTransaction[] = [
    ...moves.map((move): WalletTransaction => {
      const cents = Number(move.amount_cents);
      return {
        id: `p${move.id}`,
        title: move.memo,
        created_at: iso(move.created_at),
        amount: centsToDollars(cents),
        amount_cents: cents,
        transaction_type: move.key.startsWith('wallet:topup:') ? 'topup' : move.credit ? 'other' : 'charge',
        status: 'completed',
        reason: null,
      };
    }),
    ...attempts.map((attempt): WalletTransaction => {
      const cents = Number(attempt.amount_cents);
      return {
        id: `t${attempt.id}`,
        title: `${attempt.kind === 'auto' ? 'Automatic top-up' : 'Top-up'} ${attempt.status === 'pending' ? 'in progress' : 'declined'}`,
        created_at: iso(attempt.created_at),
        amount: centsToDollars(cents),
        amount_cents: cents,
        transaction_type: 'topup',
        status: attempt.status === 'pending' ? 'pending' : 'declined',
        reason: attempt.error,
      };
    }),
  ];
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

export async function walletState(
  ctx: AppContext,
  agency: ProvenCompany,
  month: string,
): Promise<WalletResponse> {
  const db = ctx.db;
  const { rows } = await db.execute<{
    amount_cents: string;
    custom_amount: boolean;
    stop_continual: boolean;
    last_balance_cents: string;
  }>(
    sql`select amount_cents, custom_amount, stop_continual, last_balance_cents from wallets where company_id = ${agency.id}`,
  );
  const wallet = rows[0];
  const { rows: totals } = await db.execute<{ total: string }>(sql`
    select coalesce(sum(p.amount_cents), 0) as total from ledger_accounts a
    join ledger_postings p on p.credit_account_id = a.id
    where a.kind = 'wallet' and a.company_id = ${agency.id} and p.idempotency_key like 'wallet:topup:%'`);
  const { rows: counts } = await db.execute<{ held: number; paused: number }>(sql`
    select
      (select count(*)::int from wallet_lead_debits where agency_company_id = ${agency.id} and status = 'held') as held,
      (select count(*)::int from funds_paused_campaigns f join campaigns k on k.id = f.campaign_id
        join companies c on c.id = k.company_id where c.parent_id = ${agency.id}) as paused`);
  const balance = await walletBalance(db, agency.id);
  const amount = Number(wallet?.amount_cents ?? 25000);
  const last = Number(wallet?.last_balance_cents ?? 0);
  const total = Number(totals[0]?.total ?? 0);
  const threshold = Math.floor((last * WALLET_TOPUP_TRIGGER_PERCENT) / 100);
  return {
    company_id: agency.id,
    balance_amount: centsToDollars(balance),
    balance_cents: balance,
    total_amount: centsToDollars(total),
    total_cents: total,
    last_balance_amount: centsToDollars(last),
    last_balance_cents: last,
    amount: centsToDollars(amount),
    amount_cents: amount,
    custom_amount: wallet?.custom_amount ? 'T' : 'F',
    // Continual top-up is opt-in: a wallet never opened has it stopped, as a new row does.
    stop_continual: (wallet?.stop_continual ?? true) ? 'T' : 'F',
    topup_threshold_amount: centsToDollars(threshold),
    held_leads: counts[0]?.held ?? 0,
    paused_campaigns: counts[0]?.paused ?? 0,
    card_last4: await walletCardLast4(ctx, agency.id),
    transaction_history: await walletHistory(db, agency, month),
  };
}

const CSV_COLUMNS = ['Date', 'Title', 'Type', 'Status', 'Amount', 'Reason'];

/** The month's history as CSV rows (one month of a wallet is small: built whole). */
export async function walletHistoryCsv(db: Queryable, agency: ProvenCompany, month: string): Promise<string> {
  const rows = await walletHistory(db, agency, month);
  const cell = (value: string) => {
    // A cell starting with = + - @ must not run as a spreadsheet formula.
    const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [
    CSV_COLUMNS,
    ...rows.map((row) => [
      row.created_at,
      row.title,
      row.transaction_type,
      row.status,
      row.amount,
      row.reason ?? '',
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\n')}\n`;
}
