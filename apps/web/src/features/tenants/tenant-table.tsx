// The tree table: sortable headings, one row per agency or client, clients under their agency.
import type { SortState, TenantRow, TreeSortField } from '@lead/shared';
import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../components/sort-header.tsx';
import { TenantRowView } from './tenant-row.tsx';
import '../../i18n/en-tenants.ts';

type TenantTableProps = {
  rows: TenantRow[];
  sort: SortState;
  onSort: (field: TreeSortField) => void;
  /** The previous page stays while the next one loads, dimmed. */
  stale: boolean;
  /** The search the list was asked (debounced). */
  search: string;
};

export function TenantTable({ rows, sort, onSort, stale, search }: TenantTableProps) {
  const { t } = useTranslation();
  // Inline forms are as wide as the visible part of the table, not the whole scrolled width.
  const visible = useElementSize();
  const sortable = (field: TreeSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <div
      ref={visible.ref}
      style={
        { '--tenant-visible-width': visible.width ? `${visible.width - 24}px` : '100%' } as CSSProperties
      }
    >
      <Table.ScrollContainer minWidth={960}>
        <Table
          className="wl-box"
          withTableBorder
          highlightOnHover
          verticalSpacing="xs"
          data-testid="tenant-tree"
          aria-busy={stale}
          style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {sortable('company_name', t('tenants.columns.companyName'))}
              {sortable('full_name', t('tenants.columns.fullName'))}
              {sortable('email', t('tenants.columns.email'))}
              <Table.Th>{t('tenants.columns.actions')}</Table.Th>
              <Table.Th>{t('tenants.columns.salesPeople')}</Table.Th>
              {sortable('created_at', t('tenants.columns.created'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TenantRowView key={row.id} row={row} search={search} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
