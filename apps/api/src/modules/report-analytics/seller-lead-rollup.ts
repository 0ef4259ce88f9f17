// The fold job: moves the leads the trigger noted per seller and hour (seller_lead_deltas) into the
// sums the agency ranking reads (db/schema/analytics.ts), every minute. One fold at a time (an
// advisory lock), a chunk per transaction: a delta leaves its table in the transaction that adds it
// to the sums, so a report (one statement) counts it exactly once, on one side or the other.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import {
  dayOf,
  foldSellerLeads,
  monthOf,
  type SellerHourRow,
  type SellerKept,
  type SellerLeadDelta,
  type SellerMonthRow,
  type SellerTotals,
} from './seller-lead-fold.ts';

const FOLD_LOCK = 7_240_202;
/** Deltas per transaction: a fold after a long pause (or the migration's backfill) stays small. */
const CHUNK = 20_000;

type DeltaRow = { seller_id: number; hour: Date | string; leads: number; spend_cents: string | number };

async function takeChunk(tx: Queryable): Promise<Map<number, SellerLeadDelta[]>> {
  const { rows } = await tx.execute<DeltaRow>(sql`
    delete from seller_lead_deltas where ctid = any(array(select ctid from seller_lead_deltas limit ${CHUNK}))
    returning seller_id, hour, leads, spend_cents`);
  const bySeller = new Map<number, SellerLeadDelta[]>();
  for (const row of rows) {
    const deltas = bySeller.get(row.seller_id) ?? [];
    deltas.push({ hour: new Date(row.hour), leads: row.leads, spendCents: Number(row.spend_cents) });
    bySeller.set(row.seller_id, deltas);
  }
  return bySeller;
}

/** The kept rows the chunk's sellers need: totals, months from each one's first delta month, and the deltas' days. */
async function keptRows(
  tx: Queryable,
  bySeller: Map<number, SellerLeadDelta[]>,
): Promise<Map<number, SellerKept>> {
  const firsts = [...bySeller].map(([sellerId, deltas]) => ({
    seller_id: sellerId,
    month: deltas.map((delta) => monthOf(delta.hour)).sort()[0],
  }));
  const days = [...bySeller].flatMap(([sellerId, deltas]) =>
    [...new Set(deltas.map((delta) => dayOf(delta.hour)))].map((day) => ({
      seller_id: sellerId,
      day,
    })),
  );
  const kept = new Map<number, SellerKept>(
    [...bySeller.keys()].map((sellerId) => [sellerId, { totals: null, monthsFrom: [], days: [] }]),
  );
  const keptOf = (sellerId: number) => kept.get(sellerId) as SellerKept;
  // One connection: one query after the other.
  const totals = await tx.execute<{
    seller_id: number;
    first_month: string;
    last_month: string;
    leads: string;
    spend_cents: string;
  }>(sql`
      select seller_id, first_month::text, last_month::text, leads, spend_cents from seller_lead_totals
      where seller_id = any(${sql.param([...bySeller.keys()])}::int[])`);
  const months = await tx.execute<{
    seller_id: number;
    month: string;
    leads_before: string;
    spend_before_cents: string;
    leads_through: number[];
    spend_through_cents: string[];
  }>(sql`
      select m.seller_id, m.month::text, m.leads_before, m.spend_before_cents, m.leads_through, m.spend_through_cents
      from seller_lead_months m
      join jsonb_to_recordset(${JSON.stringify(firsts)}::jsonb) as f(seller_id int, month date)
        on f.seller_id = m.seller_id and m.month >= f.month`);
  const hours = await tx.execute<{
    seller_id: number;
    day: string;
    leads_through: number[];
    spend_through_cents: string[];
  }>(sql`
      select h.seller_id, h.day::text, h.leads_through, h.spend_through_cents from seller_lead_hours h
      join jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d(seller_id int, day date)
        on d.seller_id = h.seller_id and d.day = h.day`);
  for (const row of totals.rows)
    keptOf(row.seller_id).totals = {
      firstMonth: row.first_month,
      lastMonth: row.last_month,
      leads: Number(row.leads),
      spendCents: Number(row.spend_cents),
    };
  for (const row of months.rows)
    keptOf(row.seller_id).monthsFrom.push({
      month: row.month,
      leadsBefore: Number(row.leads_before),
      spendBeforeCents: Number(row.spend_before_cents),
      leads: row.leads_through,
      spendCents: row.spend_through_cents.map(Number),
    });
  for (const row of hours.rows)
    keptOf(row.seller_id).days.push({
      day: row.day,
      leads: row.leads_through,
      spendCents: row.spend_through_cents.map(Number),
    });
  return kept;
}

async function writeFolded(
  tx: Queryable,
  folded: { sellerId: number; totals: SellerTotals; months: SellerMonthRow[]; days: SellerHourRow[] }[],
): Promise<void> {
  const totals = folded.map(({ sellerId, totals }) => ({
    seller_id: sellerId,
    first_month: totals.firstMonth,
    last_month: totals.lastMonth,
    leads: totals.leads,
    spend_cents: totals.spendCents,
  }));
  const months = folded.flatMap(({ sellerId, months }) =>
    months.map((row) => ({
      seller_id: sellerId,
      month: row.month,
      leads_before: row.leadsBefore,
      spend_before_cents: row.spendBeforeCents,
      leads_through: row.leads,
      spend_through_cents: row.spendCents,
    })),
  );
  const days = folded.flatMap(({ sellerId, days }) =>
    days.map((row) => ({
      seller_id: sellerId,
      day: row.day,
      leads_through: row.leads,
      spend_through_cents: row.spendCents,
    })),
  );
  // Sorted by key, like every batch write here: two writers lock shared rows in one order.
  await tx.execute(sql`insert into seller_lead_totals as t (seller_id, first_month, last_month, leads, spend_cents)
    select * from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb)
      as r(seller_id int, first_month date, last_month date, leads bigint, spend_cents bigint) order by 1
    on conflict (seller_id) do update set first_month = excluded.first_month, last_month = excluded.last_month,
      leads = excluded.leads, spend_cents = excluded.spend_cents`);
  await tx.execute(sql`insert into seller_lead_months as m
      (seller_id, month, leads_before, spend_before_cents, leads_through, spend_through_cents)
    select * from jsonb_to_recordset(${JSON.stringify(months)}::jsonb) as r(seller_id int, month date,
      leads_before bigint, spend_before_cents bigint, leads_through int[], spend_through_cents bigint[]) order by 1, 2
    on conflict (seller_id, month) do update set leads_before = excluded.leads_before,
      spend_before_cents = excluded.spend_before_cents, leads_through = excluded.leads_through,
      spend_through_cents = excluded.spend_through_cents`);
  await tx.execute(sql`insert into seller_lead_hours as h (seller_id, day, leads_through, spend_through_cents)
    select * from jsonb_to_recordset(${JSON.stringify(days)}::jsonb)
      as r(seller_id int, day date, leads_through int[], spend_through_cents bigint[]) order by 1, 2
    on conflict (seller_id, day) do update set leads_through = excluded.leads_through,
      spend_through_cents = excluded.spend_through_cents`);
}

/** Folds every delta there is; answers how many seller-hours it moved. */
export async function foldSellerLeadDeltas(db: Queryable): Promise<number> {
  let moved = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`);
      const bySeller = await takeChunk(tx);
      if (bySeller.size === 0) return 0;
      const kept = await keptRows(tx, bySeller);
      await writeFolded(
        tx,
        [...bySeller].map(([sellerId, deltas]) => ({
          sellerId,
          ...foldSellerLeads(kept.get(sellerId) as SellerKept, deltas),
        })),
      );
      return [...bySeller.values()].reduce((count, deltas) => count + deltas.length, 0);
    });
    moved += taken;
    if (taken < CHUNK) return moved;
  }
}

export const foldSellerLeadsJob = defineScheduledJob({
  name: 'fold-seller-leads',
  cron: '* * * * *',
  run: (ctx) => foldSellerLeadDeltas(ctx.db),
});
