// How the dashboards show money, local days and lead times.
import { type ChartDay, centsToDollars, formatCurrency } from '@lead/shared';

/** Integer cents as US dollars with separators ($1,234.50). */
export const dollarsOf = (cents: number): string => formatCurrency(centsToDollars(cents));

/** A local yyyy-MM-dd as MM/DD/YYYY: already the viewer's day, so no zone shift. */
export function longDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A local yyyy-MM-dd as MM/DD, for chart axes. */
export const shortDay = (date: string): string => longDay(date).slice(0, 5);

/** When a lead arrived, in the browser's zone (the zone the API was told). */
export const leadTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** A time of day in the browser's zone (3:04 AM). */
export const clockTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export type ChartRow = { day: string; leads: number; spend: number };

/** Chart points: the day label, the lead count and the spend in dollars. */
export const chartRows = (days: ChartDay[]): ChartRow[] =>
  days.map((day) => ({ day: shortDay(day.date), leads: day.leads, spend: day.spend_cents / 100 }));
