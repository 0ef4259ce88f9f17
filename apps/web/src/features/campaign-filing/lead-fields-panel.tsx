// The fields a product's leads carry (GET /get-custom-fields/{slug}, by the agency's own slug): what
// lead files and integrations can map, read-only.
import { customFieldRoutes, type LeadModuleKind } from '@lead/shared';
import { Alert, Badge, SegmentedControl, Skeleton, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { filingModules } from './groups-panel.tsx';
import '../../i18n/en-filing.ts';

export function LeadFieldsPanel() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const modules = filingModules(facts);
  const [module, setModule] = useState<LeadModuleKind>(modules[0] ?? 'local');
  const slug = facts.moduleNames[module]?.url || module;
  const fields = useQuery({
    queryKey: ['custom-fields', slug],
    queryFn: () => call(customFieldRoutes.customFields, { params: { slug } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Stack gap="md">
      {modules.length > 1 && (
        <SegmentedControl
          aria-label={t('filing.module')}
          value={module}
          onChange={(value) => setModule(value as LeadModuleKind)}
          data={modules.map((kind) => ({ value: kind, label: facts.moduleNames[kind]?.name ?? kind }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {fields.isPending && <Skeleton h={200} />}
      {fields.isError && (
        <Alert color="red" title={t('filing.fields.loadFailed')}>
          {errorMessageOf(fields.error)}
        </Alert>
      )}
      {fields.data && (
        <Table striped data-testid="lead-field-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('filing.fields.columns.label')}</Table.Th>
              <Table.Th>{t('filing.fields.columns.name')}</Table.Th>
              <Table.Th>{t('filing.fields.columns.type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.data.fields.map((field) => (
              <Table.Tr key={field.name}>
                <Table.Td>{field.label}</Table.Td>
                <Table.Td>
                  <code>{field.name}</code>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" c="dark">
                    {field.type}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
