// How a campaign row shows money and dates.
import { type CampaignListRow, centsToDollars, formatCurrency } from '@lead/shared';
import { mediumDate, mediumDay } from '../../lib/dates.ts';

/** Cost per lead in USD, from integer cents. */
export const costPerLead = (row: Pick<CampaignListRow, 'cost_per_lead_cents'>) =>
  formatCurrency(centsToDollars(row.cost_per_lead_cents));

/**
 * A stored yyyy-MM-dd as the other lists show days ("Dec 6, 2026"); the date is the campaign's own
 * local day, so no zone shift.
 */
export const localDay = (date: string | null): string => (date ? mediumDay(date) : '—');

/** The creation instant as a date in the viewer's zone. */
export const createdDay = mediumDate;
