// How one seller's new leads (per UTC hour) change its kept sums (db/schema/analytics.ts): the day
// rows through each hour, the month rows before and through each day, and the totals. Pure, so the
// fold job (seller-lead-rollup.ts) only reads the rows, calls this and writes what it answers.

export type SellerLeadDelta = { hour: Date; leads: number; spendCents: number };

/** Leads and spend, side by side in every row below. */
type Through = { leads: number[]; spendCents: number[] };

export type SellerMonthRow = {
  /** yyyy-MM-01 (UTC). */
  month: string;
  leadsBefore: number;
  spendBeforeCents: number;
} & Through;

export type SellerHourRow = { /** yyyy-MM-dd (UTC). */ day: string } & Through;

export type SellerTotals = { firstMonth: string; lastMonth: string; leads: number; spendCents: number };

/** What the seller has kept: its totals, its month rows from the deltas' first month on, its day rows of the deltas' days. */
export type SellerKept = {
  totals: SellerTotals | null;
  monthsFrom: SellerMonthRow[];
  days: SellerHourRow[];
};

export type SellerFolded = { totals: SellerTotals; months: SellerMonthRow[]; days: SellerHourRow[] };

export const DAYS_PER_MONTH_ROW = 31;
export const HOURS_PER_DAY_ROW = 24;

/** The UTC day (yyyy-MM-dd) and month (yyyy-MM-01) an instant falls in. */
export const dayOf = (hour: Date) => hour.toISOString().slice(0, 10);
export const monthOf = (hour: Date) => `${hour.toISOString().slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};
const zeros = (length: number): Through => ({
  leads: new Array(length).fill(0),
  spendCents: new Array(length).fill(0),
});
const copy = (through: Through): Through => ({
  leads: [...through.leads],
  spendCents: [...through.spendCents],
});

/** Adds a delta to a running row: every slot from `slot` on (the slots are "through the end of"). */
function addFrom(through: Through, slot: number, delta: SellerLeadDelta): void {
  for (let index = slot; index < through.leads.length; index++) {
    through.leads[index] = (through.leads[index] ?? 0) + delta.leads;
    through.spendCents[index] = (through.spendCents[index] ?? 0) + delta.spendCents;
  }
}

function foldDays(kept: SellerHourRow[], deltas: SellerLeadDelta[]): SellerHourRow[] {
  const rows = new Map(kept.map((row) => [row.day, { day: row.day, ...copy(row) }]));
  for (const delta of deltas) {
    const day = dayOf(delta.hour);
    const row = rows.get(day) ?? { day, ...zeros(HOURS_PER_DAY_ROW) };
    addFrom(row, delta.hour.getUTCHours(), delta);
    rows.set(day, row);
  }
  return [...rows.values()];
}

/**
 * Every month from the deltas' first to the later of their last and the seller's last month, none
 * missing (a month without leads repeats the sums): a bound in any of them reads its own row.
 */
function foldMonths(
  kept: SellerKept,
  deltas: SellerLeadDelta[],
  span: { first: string; last: string },
): SellerMonthRow[] {
  const first = span.first;
  const last = kept.totals && kept.totals.lastMonth > span.last ? kept.totals.lastMonth : span.last;
  const keptRows = new Map(kept.monthsFrom.map((row) => [row.month, row]));
  // What the seller had before the month being walked, as kept (before the deltas).
  const totals = kept.totals;
  let keptBefore = { leads: 0, spendCents: 0 };
  if (totals && first > totals.lastMonth) keptBefore = { leads: totals.leads, spendCents: totals.spendCents };
  const added = { leads: 0, spendCents: 0 };
  const folded: SellerMonthRow[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    const keptRow = keptRows.get(month);
    const before = keptRow
      ? { leads: keptRow.leadsBefore, spendCents: keptRow.spendBeforeCents }
      : keptBefore;
    const through = keptRow ? copy(keptRow) : zeros(DAYS_PER_MONTH_ROW);
    const monthEnd = {
      leads: before.leads + (through.leads[DAYS_PER_MONTH_ROW - 1] ?? 0),
      spendCents: before.spendCents + (through.spendCents[DAYS_PER_MONTH_ROW - 1] ?? 0),
    };
    folded.push({
      month,
      leadsBefore: before.leads + added.leads,
      spendBeforeCents: before.spendCents + added.spendCents,
      ...through,
    });
    for (const delta of deltas) {
      if (monthOf(delta.hour) !== month) continue;
      addFrom(through, delta.hour.getUTCDate() - 1, delta);
      added.leads += delta.leads;
      added.spendCents += delta.spendCents;
    }
    keptBefore = monthEnd;
  }
  return folded;
}

export function foldSellerLeads(kept: SellerKept, deltas: SellerLeadDelta[]): SellerFolded {
  const deltaMonths = deltas.map((delta) => monthOf(delta.hour)).sort();
  const first = deltaMonths[0];
  const last = deltaMonths[deltaMonths.length - 1];
  if (first === undefined || last === undefined) throw new Error('A fold needs at least one delta.');
  const sum = (pick: (delta: SellerLeadDelta) => number) =>
    deltas.reduce((total, delta) => total + pick(delta), 0);
  const totals: SellerTotals = {
    firstMonth: kept.totals && kept.totals.firstMonth < first ? kept.totals.firstMonth : first,
    lastMonth: kept.totals && kept.totals.lastMonth > last ? kept.totals.lastMonth : last,
    leads: (kept.totals?.leads ?? 0) + sum((delta) => delta.leads),
    spendCents: (kept.totals?.spendCents ?? 0) + sum((delta) => delta.spendCents),
  };
  return { totals, months: foldMonths(kept, deltas, { first, last }), days: foldDays(kept.days, deltas) };
}
