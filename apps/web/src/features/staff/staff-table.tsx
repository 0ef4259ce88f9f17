// The staff table: sortable name, e-mail and created columns, the kind's own cells, row actions and
// the inline edit form that opens under its row.
import type { ModulePermissions, SortState, TenantRow, TreeSortField } from '@lead/shared';
import { Collapse, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../components/email-address.tsx';
import { SortHeader } from '../../components/sort-header.tsx';
import { AdministratorCells, SalesCells } from './staff-cells.tsx';
import { type RoleOption, StaffForm } from './staff-form.tsx';
import { StaffRowActions } from './staff-row-actions.tsx';
import type { StaffOwner } from './use-staff-mutations.ts';
import '../../i18n/en-staff.ts';

type StaffTableProps = {
  owner: StaffOwner;
  rows: TenantRow[];
  sort: SortState;
  onSort: (field: TreeSortField) => void;
  permissions: ModulePermissions;
  roleOptions: RoleOption[];
  editingId: number | null;
  onEdit: (id: number | null) => void;
};

const phoneOf = (row: TenantRow) =>
  row.phonenum ? [row.phone_country_calling_code, row.phonenum].filter(Boolean).join(' ') : '';

/** Long names and addresses wrap anywhere, but only past a readable width. */
const longText = (minWidth: number) => ({ minWidth, overflowWrap: 'anywhere' as const });

const createdOf = (row: TenantRow) => DateTime.fromISO(row.created_at).toLocaleString(DateTime.DATE_MED);

/** The edit row exists only while open, so it unfolds once mounted. */
function UnfoldOnMount({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => setExpanded(true), []);
  return <Collapse expanded={expanded}>{children}</Collapse>;
}

export function StaffTable(props: StaffTableProps) {
  const { t } = useTranslation();
  const { owner, rows, sort, onSort } = props;
  const administrators = owner.kind === 'administrator';
  const columnCount = 7;
  const roleName = (row: TenantRow) =>
    props.roleOptions.find((role) => role.value === String(row.role_id))?.label ?? null;

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table className="wl-box" withTableBorder highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="full_name" label={t('staff.columns.name')} sort={sort} onSort={onSort} />
            <SortHeader field="email" label={t('staff.columns.email')} sort={sort} onSort={onSort} />
            <Table.Th>{t('staff.columns.phone')}</Table.Th>
            {administrators ? (
              <>
                <Table.Th>{t('staff.columns.role')}</Table.Th>
                <Table.Th>{t('staff.columns.notices')}</Table.Th>
              </>
            ) : (
              <>
                <Table.Th>{t('staff.columns.accountExecutive')}</Table.Th>
                <Table.Th>{t('staff.columns.payoutAccount')}</Table.Th>
              </>
            )}
            <SortHeader field="created_at" label={t('staff.columns.created')} sort={sort} onSort={onSort} />
            <Table.Th ta="right">{t('staff.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const editing = props.editingId === row.id;
            return [
              <Table.Tr key={row.id} data-testid={`staff-row-${row.id}`}>
                <Table.Td fw={500} style={longText(140)}>
                  {row.name}
                </Table.Td>
                <Table.Td style={longText(200)}>
                  <EmailAddress email={row.email} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{phoneOf(row)}</Table.Td>
                {administrators ? (
                  <AdministratorCells row={row} roleName={roleName(row)} />
                ) : (
                  <SalesCells row={row} />
                )}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{createdOf(row)}</Text>
                </Table.Td>
                <Table.Td>
                  <StaffRowActions
                    owner={owner}
                    row={row}
                    permissions={props.permissions}
                    editing={editing}
                    onEdit={() => props.onEdit(editing ? null : row.id)}
                  />
                </Table.Td>
              </Table.Tr>,
              editing && (
                <Table.Tr key={`${row.id}-edit`}>
                  <Table.Td colSpan={columnCount} p="sm">
                    <UnfoldOnMount>
                      <StaffForm
                        owner={owner}
                        row={row}
                        roleOptions={props.roleOptions}
                        onClose={() => props.onEdit(null)}
                      />
                    </UnfoldOnMount>
                  </Table.Td>
                </Table.Tr>
              ),
            ];
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
