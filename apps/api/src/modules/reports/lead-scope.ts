// Leads of a report's selection in its local date range: the WHERE every lead report
// shares, on leads joined to their campaign and its client company.
import type { ReportRange } from '@lead/shared';
import { and, gte, lt, ne, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';
import { rangeBounds } from './report-zone.ts';

/** Indexed by (campaign_id, created_at): each selected campaign's leads are one range scan. */
export function selectedLeads(selection: ReportSelection, range: ReportRange, extra: SQL[] = []): SQL {
  const { from, until } = rangeBounds(range, selection.zone.name);
  return and(
    gte(leads.createdAt, from),
    lt(leads.createdAt, until),
    ...selectedCampaigns(selection),
    ...extra,
  ) as SQL;
}

/** A lead the client got and pays for: every lead but a test lead (listed, marked, never billed). */
export const billableLead: SQL = ne(leads.source, 'test');
