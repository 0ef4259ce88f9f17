// Which campaigns of the shown page are selected for a bulk action; a new page or filter shows only
// the rows it lists, so a selection never acts on a campaign that is not on screen.
import type { CampaignListRow } from '@lead/shared';
import { useState } from 'react';

export type CampaignSelection = {
  selectedRows: CampaignListRow[];
  isSelected: (row: CampaignListRow) => boolean;
  toggle: (row: CampaignListRow) => void;
  /** Every row of the page selected, some, or none (the header checkbox's three states). */
  pageState: 'all' | 'some' | 'none';
  togglePage: () => void;
  clear: () => void;
};

export function useCampaignSelection(rows: readonly CampaignListRow[]): CampaignSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((row) => ids.has(row.leadspeek_api_id));
  const pageState = selectedRows.length === 0 ? 'none' : selectedRows.length === rows.length ? 'all' : 'some';
  return {
    selectedRows,
    isSelected: (row) => ids.has(row.leadspeek_api_id),
    toggle: (row) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(row.leadspeek_api_id)) next.add(row.leadspeek_api_id);
        return next;
      }),
    pageState,
    togglePage: () =>
      setIds(pageState === 'all' ? new Set() : new Set(rows.map((row) => row.leadspeek_api_id))),
    clear: () => setIds(new Set()),
  };
}
