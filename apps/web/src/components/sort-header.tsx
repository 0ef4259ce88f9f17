// A column heading that sorts: ascending, descending, then unsorted (part 2 §2).
import type { SortOrder } from '@lead/shared';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SortHeaderProps<Field extends string> = {
  field: Field;
  label: string;
  sort: { sortby: Field | null; order: SortOrder | null };
  onSort: (field: Field) => void;
};

const ARROWS = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader<Field extends string>({ field, label, sort, onSort }: SortHeaderProps<Field>) {
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
