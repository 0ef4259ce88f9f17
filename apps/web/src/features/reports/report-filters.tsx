// Above a dashboard: the date range (opened from initdate, two plain date fields) and, for agency
// viewers, the client picker. A client is always itself, so it gets no picker.
import type { ReportModule } from '@lead/shared';
import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listClientChoices } from '../tenants/client-page-api.ts';
import { clientsKey } from './reports-api.ts';
import type { RangeField, ReportDashboardState } from './use-report-dashboard.ts';

type ReportFiltersProps = {
  state: ReportDashboardState;
  moduleType: ReportModule;
  companyId: number;
  idsys: number;
  withClientPicker: boolean;
};

export function ReportFilters({ state, moduleType, companyId, idsys, withClientPicker }: ReportFiltersProps) {
  const { t } = useTranslation();
  const clients = useQuery({
    queryKey: clientsKey(companyId, moduleType),
    queryFn: () => listClientChoices(companyId, idsys, { module: moduleType }),
    enabled: withClientPicker,
  });
  const dateField = (field: RangeField, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={state.fields?.[field] ?? ''}
      max={state.initDate.data?.today}
      disabled={!state.fields}
      error={state.problems[field]}
      onChange={(event) => state.setField(field, event.currentTarget.value)}
      w={{ base: '100%', xs: 170 }}
      data-testid={`range-${field}`}
    />
  );

  return (
    <Group gap="sm" align="flex-start" mb="md">
      {dateField('startDate', t('reports.filters.from'))}
      {dateField('endDate', t('reports.filters.to'))}
      {withClientPicker && (
        <Select
          label={t('reports.filters.client')}
          data={[
            { value: 'all', label: t('reports.filters.allClients') },
            ...(clients.data ?? []).map((client) => ({
              value: String(client.companyId),
              label: client.name,
            })),
          ]}
          value={String(state.clientId)}
          allowDeselect={false}
          searchable
          onChange={(value) => state.setClientId(value === null || value === 'all' ? 'all' : Number(value))}
          w={{ base: '100%', xs: 240 }}
        />
      )}
    </Group>
  );
}
