// Ads Design, Campaign, LeadsPeek, Settings × enable, create, update, delete (part 1 §6).
import { PERMISSION_ACTIONS, type PermissionAction, ROLE_MODULES, type RoleModule } from '@lead/shared';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoleModuleRow } from './roles-api.ts';

type PermissionGridProps = {
  rows: RoleModuleRow[];
  onChange: (module: RoleModule, action: PermissionAction, value: boolean) => void;
};

export function PermissionGrid({ rows, onChange }: PermissionGridProps) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('roles.module')}</Table.Th>
          {PERMISSION_ACTIONS.map((action) => (
            <Table.Th key={action} ta="center">
              {t(`roles.actions.${action}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROLE_MODULES.map((module) => {
          const row = rows.find((candidate) => candidate.module === module);
          return (
            <Table.Tr key={module}>
              <Table.Td>{module}</Table.Td>
              {PERMISSION_ACTIONS.map((action) => (
                <Table.Td key={action}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={`${module} ${t(`roles.actions.${action}`)}`}
                    checked={row?.[action] ?? false}
                    onChange={(event) => onChange(module, action, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
