// Organizations of one company: listed by name with what they are part of, added, edited, deleted
// after a confirmation (their parts move to the top level).
import type { OrganizationRow } from '@lead/shared';
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';
import { EditRemoveActions } from './edit-remove-actions.tsx';
import {
  addOrganization,
  listOrganizations,
  organizationsKey,
  removeOrganization,
  updateOrganization,
} from './filing-api.ts';
import { OrganizationModal } from './organization-modal.tsx';
import { useConfirmRemove } from './use-confirm-remove.tsx';
import '../../i18n/en-filing.ts';

type Editing = { row: OrganizationRow | null } | null;

export function OrganizationsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const confirmRemove = useConfirmRemove();
  const organizations = useQuery({
    queryKey: organizationsKey(companyId),
    queryFn: () => listOrganizations(companyId),
  });
  const rows = organizations.data ?? [];
  const nameOf = new Map(rows.map((row) => [row.OrganizationID, row.OrganizationName]));

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ row: null })}>{t('filing.organizations.add')}</Button>
      </Group>
      {organizations.isPending && <Skeleton h={120} />}
      {organizations.isError && (
        <Alert color="red" title={t('filing.organizations.loadFailed')}>
          {errorMessageOf(organizations.error)}
          <Button size="xs" variant="light" color="red" ml="sm" onClick={() => organizations.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {organizations.isSuccess && rows.length === 0 && (
        <EmptyPanel
          title={t('filing.organizations.emptyTitle')}
          description={t('filing.organizations.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <Table striped highlightOnHover data-testid="organization-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('filing.organizations.columns.name')}</Table.Th>
              <Table.Th>{t('filing.organizations.columns.parent')}</Table.Th>
              <Table.Th>{t('filing.organizations.columns.customId')}</Table.Th>
              <Table.Th w={120}>{t('filing.organizations.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.OrganizationID} data-testid={`organization-row-${row.OrganizationID}`}>
                <Table.Td>
                  <Text size="sm">{row.OrganizationName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.ParentID ? (nameOf.get(row.ParentID) ?? '') : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.CustomID ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <EditRemoveActions
                    editLabel={t('filing.organizations.edit', { name: row.OrganizationName })}
                    removeLabel={t('filing.organizations.remove', { name: row.OrganizationName })}
                    onEdit={() => setEditing({ row })}
                    onRemove={() =>
                      confirmRemove({
                        title: t('filing.organizations.removeTitle', { name: row.OrganizationName }),
                        text: t('filing.organizations.removeText'),
                        done: t('filing.organizations.removed'),
                        remove: () => removeOrganization(companyId, row.OrganizationID),
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <OrganizationModal
          editing={editing.row}
          all={rows}
          save={async (fields) => {
            if (editing.row) await updateOrganization(companyId, editing.row.OrganizationID, fields);
            else await addOrganization(companyId, fields);
            await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
