// The filters above the campaign list (part 2 §2, §7): search, client (agency viewers), company
// group with its View All entry, status, and the Archived view.
import { CAMPAIGN_LIST_STATUSES, type LeadModuleKind, VIEW_ALL_GROUP } from '@lead/shared';
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/action-icons.tsx';
import { listClientChoices } from '../tenants/client-page-api.ts';
import { clientsKey, groupsKey, listGroups } from './campaigns-api.ts';
import type { useCampaignList } from './use-campaign-list.ts';
import '../../i18n/en-campaigns.ts';

type ListState = ReturnType<typeof useCampaignList>;

type CampaignFiltersProps = {
  state: ListState;
  module: LeadModuleKind;
  /** The company the list is asked for (the viewer's own). */
  companyId: number;
  idsys: number;
  /** Agency viewers pick one of their clients. */
  withClientFilter: boolean;
};

const idOrAll = (value: string | null): 'all' | number =>
  value === null || value === 'all' ? 'all' : Number(value);

export function CampaignFilters({ state, module, companyId, idsys, withClientFilter }: CampaignFiltersProps) {
  const { t } = useTranslation();
  // Groups are folders of one company: the chosen client's, else the viewer's own.
  const groupCompany = state.client === 'all' ? companyId : state.client;
  const groups = useQuery({
    queryKey: groupsKey(groupCompany, module),
    queryFn: () => listGroups(groupCompany, module),
  });
  const clients = useQuery({
    queryKey: clientsKey(companyId, module),
    queryFn: () => listClientChoices(companyId, idsys, { module }),
    enabled: withClientFilter,
  });
  const archived = state.view === 'archived';

  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label={t('campaigns.filters.search')}
        placeholder={t('campaigns.filters.search')}
        leftSection={<SearchIcon />}
        value={state.search}
        onChange={(event) => state.setSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      {withClientFilter && (
        <Select
          label={t('campaigns.filters.client')}
          data={[
            { value: 'all', label: t('campaigns.filters.allClients') },
            ...(clients.data ?? []).map((client) => ({
              value: String(client.companyId),
              label: client.name,
            })),
          ]}
          value={String(state.client)}
          allowDeselect={false}
          searchable
          onChange={(value) => state.setClient(idOrAll(value))}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <Select
        label={t('campaigns.filters.group')}
        data={(groups.data?.params ?? [VIEW_ALL_GROUP]).map((group) => ({
          value: String(group.companyGroupID),
          label: group.companyGroupName,
        }))}
        value={String(state.group)}
        allowDeselect={false}
        onChange={(value) => state.setGroup(idOrAll(value))}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('campaigns.filters.status')}
        data={CAMPAIGN_LIST_STATUSES.map((value) => ({ value, label: t(`campaigns.status.${value}`) }))}
        value={state.status}
        allowDeselect={false}
        disabled={archived}
        onChange={(value) =>
          state.setStatus(CAMPAIGN_LIST_STATUSES.find((status) => status === value) ?? 'all')
        }
        w={{ base: '100%', xs: 150 }}
      />
      <Switch
        label={t('campaigns.filters.archived')}
        checked={archived}
        onChange={(event) => state.setView(event.currentTarget.checked ? 'archived' : 'campaign')}
        mb={8}
      />
    </Group>
  );
}
