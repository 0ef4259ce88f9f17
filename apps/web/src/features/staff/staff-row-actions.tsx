// Edit, resend invitation and remove on one staff row, as the Settings permission allows (part 2 §6).
import { can, type ModulePermissions, type TenantRow } from '@lead/shared';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon, PencilIcon, TrashIcon } from '../../components/action-icons.tsx';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { type StaffOwner, useRemoveStaff, useResendInvitation } from './use-staff-mutations.ts';
import '../../i18n/en-staff.ts';

type StaffRowActionsProps = {
  owner: StaffOwner;
  row: TenantRow;
  permissions: ModulePermissions;
  editing: boolean;
  onEdit: () => void;
};

/** Part 2 §9: tooltips open after 300 ms. */
const TOOLTIP_DELAY = 300;

export function StaffRowActions({ owner, row, permissions, editing, onEdit }: StaffRowActionsProps) {
  const { t } = useTranslation();
  const remove = useRemoveStaff(owner);
  const resend = useResendInvitation();
  const confirmRemove = () =>
    openConfirmAction({
      title: t(`staff.${owner.kind}.removeTitle`),
      children: (
        <Text size="sm">{t(`staff.${owner.kind}.removeText`, { name: row.name, email: row.email })}</Text>
      ),
      labels: { confirm: t('staff.actions.remove'), cancel: t('staff.actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(row),
    });
  const action = (label: string, icon: ReactNode, onClick: () => void, props = {}) => (
    <Tooltip label={label} openDelay={TOOLTIP_DELAY}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} {...props}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {can(permissions, 'Settings', 'update') &&
        action(t('staff.actions.edit'), <PencilIcon />, onEdit, { 'aria-expanded': editing })}
      {can(permissions, 'Settings', 'update') &&
        action(t('staff.actions.resendInvitation'), <MailIcon />, () => resend.mutate(row), {
          loading: resend.isPending,
        })}
      {can(permissions, 'Settings', 'delete') &&
        action(t('staff.actions.remove'), <TrashIcon />, confirmRemove, {
          color: 'red',
          loading: remove.isPending,
        })}
    </Group>
  );
}
