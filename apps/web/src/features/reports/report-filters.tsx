// Above a dashboard: the date range (opened from initdate, two plain date fields) and, for agency
// viewers, the client picker. A client is always itself, so it gets no picker.
import type { ReportModule } from '@lead/shared';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listClientChoices } from '../tenants/client-page-api.ts';
import { RangeFields } from './range-fields.tsx';
import { clientsKey } from './reports-api.ts';
import type { ReportDashboardState } from './use-report-dashboard.ts';
import '../../i18n/en-reports.ts';

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
  return (
    <Group gap="sm" align="flex-start" mb="md">
      <RangeFields state={state.rangeFields} latest={state.initDate.data?.today} />
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
