// Add or edit a role: its name and the permission grid.
import {
  messages,
  type PermissionAction,
  ROLE_MODULES,
  type RoleModule,
  roleUpsertRequest,
} from '@lead/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { PermissionGrid } from './permission-grid.tsx';
import { type RoleModuleRow, type RoleRow, rolesKey, upsertRole } from './roles-api.ts';

const blankRows = (): RoleModuleRow[] =>
  ROLE_MODULES.map((module) => ({ module, enable: false, create: false, update: false, delete: false }));

type RoleDialogProps = { companyId: number; role: RoleRow | null; onClose: () => void };

export function RoleDialog({ companyId, role, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(role?.role_name ?? '');
  const [rows, setRows] = useState<RoleModuleRow[]>(() =>
    blankRows().map((row) => role?.modules.find((saved) => saved.module === row.module) ?? row),
  );
  const [nameProblem, setNameProblem] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      upsertRole({ companyID: companyId, roleID: role?.id ?? null, roleName: name, modules: rows }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: messages.roleSaved });
      // A changed role may change what the signed-in user may do.
      await Promise.all([queryClient.invalidateQueries({ queryKey: rolesKey(companyId) }), refreshSession()]);
      onClose();
    },
  });
  const change = (module: RoleModule, action: PermissionAction, value: boolean) =>
    setRows((current) => current.map((row) => (row.module === module ? { ...row, [action]: value } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = roleUpsertRequest.safeParse({ companyID: companyId, roleName: name, modules: rows });
    const problem = checked.error?.issues.find((issue) => issue.path[0] === 'roleName');
    setNameProblem(problem?.message);
    if (checked.success) save.mutate();
  };

  return (
    <Modal opened onClose={onClose} title={role ? t('roles.edit') : t('roles.add')} size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roles.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameProblem ?? fieldErrorsOf(save.error).roleName}
            data-autofocus
          />
          <PermissionGrid rows={rows} onChange={change} />
          <FormAlert error={save.error} fields={['roleName']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
