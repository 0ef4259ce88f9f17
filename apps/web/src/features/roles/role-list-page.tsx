// /configuration/role-list: the company's roles; add, edit and remove as the Settings permission allows.
import { can, type ModulePermissions } from '@lead/shared';
import { Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { listRoles, type RoleRow, removeRole, rolesKey } from './roles-api.ts';

export function RoleListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { facts } = useShell();
  const companyId = user.company_id;
  const roles = useQuery({ queryKey: rolesKey(companyId), queryFn: () => listRoles(companyId) });
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (role: RoleRow) => removeRole(companyId, role.id),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: rolesKey(companyId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const permissions = facts.permissions as ModulePermissions;
  const confirmRemove = (role: RoleRow) =>
    openConfirmAction({
      title: t('roles.removeTitle'),
      children: <Text size="sm">{t('roles.removeText', { role: role.role_name })}</Text>,
      labels: { confirm: t('roles.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(role),
    });
  const enabledModules = (role: RoleRow) =>
    role.modules
      .filter((row) => row.enable)
      .map((row) => row.module)
      .join(', ') || t('roles.noModules');

  const addButton = can(permissions, 'Settings', 'create') && (
    <Button onClick={() => setEditing('new')}>{t('roles.add')}</Button>
  );
  const list = roles.data?.roles ?? [];
  return (
    <>
      <PageHeader
        title={t('configurationPages.role-list')}
        description={t('roles.intro')}
        actions={addButton}
      />
      {roles.isPending && <Skeleton h={120} />}
      {roles.isError && <Alert color="red">{errorMessageOf(roles.error)}</Alert>}
      {roles.isSuccess && list.length === 0 && (
        <EmptyPanel title={t('roles.emptyTitle')} description={t('roles.emptyText')} />
      )}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table className="wl-box" withTableBorder highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('roles.name')}</Table.Th>
                <Table.Th>{t('roles.enabledModules')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td fw={500}>{role.role_name}</Table.Td>
                  <Table.Td>{enabledModules(role)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {can(permissions, 'Settings', 'update') && (
                        <Button size="xs" variant="default" onClick={() => setEditing(role)}>
                          {t('roles.editShort')}
                        </Button>
                      )}
                      {can(permissions, 'Settings', 'delete') && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(role)}>
                          {t('roles.remove')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <RoleDialog
          companyId={companyId}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
