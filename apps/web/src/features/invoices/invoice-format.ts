const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local yyyy-MM-dd as 'Nov 16, 2026' (a calendar day: no time zone shift). */
export function dayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/**
 * The period an invoice covers, both ends shown as days: periods are stored [start, end), so the
 * last day shown is the day before `end` ('Nov 16 – Nov 22, 2026').
 */
export function periodOf(start: string, end: string): string {
  const last = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (last <= start) return dayOf(start);
  const [startYear] = start.split('-');
  const [lastYear] = last.split('-');
  const startText = dayOf(start);
  return startYear === lastYear
    ? `${startText.replace(`, ${startYear}`, '')} – ${dayOf(last)}`
    : `${startText} – ${dayOf(last)}`;
}

/** Who the invoice is between, as a level label. */
export const LEVEL_LABELS = {
  client: 'Client',
  agency: 'Agency',
  subscription: 'Subscription',
} as const;

/** Module kinds of invoice lines as the product names them. */
export const MODULE_LABELS: Record<string, string> = {
  local: 'Site ID',
  locator: 'Search ID',
  enhance: 'Enhance ID',
  b2b: 'B2B ID',
};

export const moduleLabelOf = (module: string | null): string =>
  module ? (MODULE_LABELS[module] ?? module) : '—';
