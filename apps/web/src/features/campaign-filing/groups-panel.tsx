// Campaign groups of one company, per product: listed by name, added, renamed, deleted after a
// confirmation (their campaigns stay, without a group).
import { LEAD_MODULE_KINDS, type LeadModuleKind, type ShellFacts } from '@lead/shared';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';
import { EditRemoveActions } from './edit-remove-actions.tsx';
import {
  addGroup,
  filingGroupsKey,
  type GroupRow,
  listCompanyGroups,
  removeGroup,
  renameGroup,
} from './filing-api.ts';
import { NameModal } from './name-modal.tsx';
import { useConfirmRemove } from './use-confirm-remove.tsx';
import '../../i18n/en-filing.ts';

/** The products whose campaigns the viewer files: the agency's (a client's own among them). */
export function filingModules(facts: ShellFacts): LeadModuleKind[] {
  const offered = facts.agencyModules.length > 0 ? facts.agencyModules : [...LEAD_MODULE_KINDS];
  const own =
    facts.user_type === 'client' ? offered.filter((kind) => facts.clientModules.includes(kind)) : offered;
  return own.filter((kind) => facts.moduleNames[kind]?.name);
}

type Editing = { mode: 'add' } | { mode: 'rename'; group: GroupRow } | null;

export function GroupsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const modules = filingModules(facts);
  const [module, setModule] = useState<LeadModuleKind>(modules[0] ?? 'local');
  const [editing, setEditing] = useState<Editing>(null);
  const confirmRemove = useConfirmRemove();
  const groups = useQuery({
    queryKey: filingGroupsKey(companyId, module),
    queryFn: () => listCompanyGroups(companyId, module),
  });
  const saved = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {modules.length > 1 ? (
          <SegmentedControl
            aria-label={t('filing.module')}
            value={module}
            onChange={(value) => setModule(value as LeadModuleKind)}
            data={modules.map((kind) => ({ value: kind, label: facts.moduleNames[kind]?.name ?? kind }))}
          />
        ) : (
          <span />
        )}
        <Button onClick={() => setEditing({ mode: 'add' })}>{t('filing.groups.add')}</Button>
      </Group>
      {groups.isPending && <Skeleton h={120} />}
      {groups.isError && (
        <Alert color="red" title={t('filing.groups.loadFailed')}>
          {errorMessageOf(groups.error)}
          <Button size="xs" variant="light" color="red" ml="sm" onClick={() => groups.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {groups.data?.length === 0 && (
        <EmptyPanel title={t('filing.groups.emptyTitle')} description={t('filing.groups.emptyText')} />
      )}
      {groups.data && groups.data.length > 0 && (
        <Table striped highlightOnHover data-testid="group-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('filing.groups.columns.name')}</Table.Th>
              <Table.Th w={120}>{t('filing.groups.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data.map((group) => (
              <Table.Tr key={group.companyGroupID} data-testid={`group-row-${group.companyGroupID}`}>
                <Table.Td>
                  <Text size="sm">{group.companyGroupName}</Text>
                </Table.Td>
                <Table.Td>
                  <EditRemoveActions
                    editLabel={t('filing.groups.rename', { name: group.companyGroupName })}
                    removeLabel={t('filing.groups.remove', { name: group.companyGroupName })}
                    onEdit={() => setEditing({ mode: 'rename', group })}
                    onRemove={() =>
                      confirmRemove({
                        title: t('filing.groups.removeTitle', { name: group.companyGroupName }),
                        text: t('filing.groups.removeText'),
                        done: t('filing.groups.removed'),
                        remove: () => removeGroup(companyId, group.companyGroupID),
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
        <NameModal
          title={editing.mode === 'add' ? t('filing.groups.addTitle') : t('filing.groups.renameTitle')}
          label={t('filing.groups.name')}
          initial={editing.mode === 'rename' ? editing.group.companyGroupName : ''}
          field="companyGroupName"
          save={async (name) => {
            if (editing.mode === 'add') await addGroup(companyId, module, name);
            else await renameGroup(companyId, editing.group.companyGroupID, name);
            await saved();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
