// A campaign column heading that sorts: ascending, descending, then unsorted (nextCampaignSort).
// The shared SortHeader is typed for the tenant list's fields, hence this twin.
import type { CampaignSortField, CampaignSortState } from '@lead/shared';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CampaignSortHeaderProps = {
  field: CampaignSortField;
  label: string;
  sort: CampaignSortState;
  onSort: (field: CampaignSortField) => void;
};

const ARROWS = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function CampaignSortHeader({ field, label, sort, onSort }: CampaignSortHeaderProps) {
  const { t } = useTranslation();
  const order = sort.sortby === field ? sort.order : null;
  return (
    <Table.Th aria-sort={order ? ARIA_SORT[order] : 'none'} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(field)}
        aria-label={t('pager.sortBy', { column: label })}
        fw={700}
        fz="sm"
        data-testid={`sort-${field}`}
      >
        {label}
        {/* A fixed-width slot, so the heading does not move when the arrow comes and goes. */}
        <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em', textAlign: 'right' }}>
          {order ? ARROWS[order] : ''}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
