// A lead's wholesale debit (wallet_lead_debits), written and paid by its whole key: the lead, the
// paying agency and the lead's month, which the table is partitioned by (migration
// lead_rows_monthly_partitions). Shared by the Data Wallet and the Prepaid pools.
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';

/** The debit's whole key; the month as PostgreSQL wrote it (text), so it matches to the microsecond. */
export type DebitKey = { agencyId: number; leadReceivedAt: string };

/** For a WHERE: the lead `lead` (an alias of leads) has no debit yet, read in its month alone. */
export const notDebitedYet = (lead: SQL): SQL => sql`not exists (select 1 from wallet_lead_debits d
  where d.lead_id = ${lead}.id and d.lead_received_at = ${lead}.received_at)`;

/** Debits the lead once (a second call for it is a no-op): paid now, or held until funds come. */
export async function recordDebit(
  db: Queryable,
  debit: DebitKey & { leadId: number; campaignId: number; amountCents: number; paid: boolean },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into wallet_lead_debits (lead_id, agency_company_id, campaign_id, amount_cents, status, created_at, paid_at,
      lead_received_at)
    values (${debit.leadId}, ${debit.agencyId}, ${debit.campaignId}, ${debit.amountCents},
      ${debit.paid ? 'paid' : 'held'}, ${now}, ${debit.paid ? now : null}, ${debit.leadReceivedAt}::timestamptz)
    on conflict (lead_id, agency_company_id, lead_received_at) do nothing`);
}

/** Marks a held debit paid. */
export async function payHeldDebit(
  db: Queryable,
  debit: DebitKey & { id: number },
  now: Date,
): Promise<void> {
  await db.execute(sql`update wallet_lead_debits set status = 'paid', paid_at = ${now} where id = ${debit.id}
    and agency_company_id = ${debit.agencyId} and lead_received_at = ${debit.leadReceivedAt}::timestamptz`);
}
