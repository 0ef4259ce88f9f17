// How a campaign row shows money and dates.
import { type CampaignListRow, centsToDollars, formatCurrency } from '@lead/shared';

/** Cost per lead in USD, from integer cents. */
export const costPerLead = (row: Pick<CampaignListRow, 'cost_per_lead_cents'>) =>
  formatCurrency(centsToDollars(row.cost_per_lead_cents));

/** A stored yyyy-MM-dd as MM/DD/YYYY; the date is the campaign's own local day, so no zone shift. */
export function localDay(date: string | null): string {
  if (!date) return '—';
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** The creation instant as a date in the viewer's zone. */
export const createdDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
