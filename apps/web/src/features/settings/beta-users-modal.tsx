// A beta feature's beta users (issue 23 point 13; part 1 §3 'Beta feature flags'): platform staff
// search the agencies of their own platform, let an agency's owner in, and remove beta users.
import { type BetaFeatureRow, featureRoutes, type TenantRow } from '@lead/shared';
import { Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { shellFactsKey, useCurrentUser } from '../../lib/session.tsx';
import { listTenants } from '../tenants/tenants-api.ts';
import '../../i18n/en-beta-users.ts';

type Feature = BetaFeatureRow & {
  beta_users: { user_id: number; name: string; email: string; company_name: string }[];
};
export const betaFeaturesKey = ['beta-features'] as const;
const SEARCH_PAGE = 20;

/** The platform's agencies whose name, owner or e-mail holds the words typed (the agency list's search). */
function useAgencySearch(search: string) {
  const user = useCurrentUser();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    queryKey: ['beta-users', 'agencies', debounced],
    queryFn: () =>
      listTenants(
        {
          companyId: user.company_id,
          idsys: user.idsys,
          userType: 'userdownline',
          sort: { sortby: 'company_name', order: 'asc' },
          search: debounced,
          page: 1,
          perPage: SEARCH_PAGE,
        },
        false,
      ),
    placeholderData: keepPreviousData,
  });
}

type Option = { value: string; label: string };

const optionOf = (row: TenantRow): Option => ({
  value: String(row.id),
  label: `${row.company_name} — ${row.name}`,
});

export function BetaUsersModal({ feature, onClose }: { feature: Feature; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The option itself, not its value: picking puts its label in the search, whose new results may
  // no longer hold it by the time Add is clicked.
  const [picked, setPicked] = useState<Option | null>(null);
  const agencies = useAgencySearch(search);
  const members = new Set(feature.beta_users.map((member) => member.user_id));
  const found = (agencies.data?.data ?? []).filter((row) => !members.has(row.id)).map(optionOf);
  const options = picked && !found.some((each) => each.value === picked.value) ? [picked, ...found] : found;
  const change = useMutation({
    mutationFn: ({ userId, enabled }: { userId: number; enabled: boolean; who: string }) =>
      call(featureRoutes.setBetaUser, {
        params: { featureId: feature.id },
        body: { user_id: userId, enabled },
      }),
    onSuccess: (list, { enabled, who }) => {
      queryClient.setQueryData(betaFeaturesKey, list);
      void queryClient.invalidateQueries({ queryKey: shellFactsKey });
      setPicked(null);
      setSearch('');
      notifications.show({
        color: 'green',
        message: t(enabled ? 'betaUsers.added' : 'betaUsers.removed', { who, feature: feature.name }),
      });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const add = () => {
    if (picked) change.mutate({ userId: Number(picked.value), enabled: true, who: picked.label });
  };

  return (
    <Modal opened onClose={onClose} title={t('betaUsers.title', { feature: feature.name })} size="lg">
      <Stack gap="sm">
        {feature.apply_to_all_agency && (
          <Text size="sm" c="dimmed">
            {t('betaUsers.allAgenciesNote')}
          </Text>
        )}
        {feature.beta_users.length === 0 ? (
          <Text size="sm" data-testid="beta-users-empty">
            {t('betaUsers.empty')}
          </Text>
        ) : (
          <Table data-testid="beta-users">
            <Table.Tbody>
              {feature.beta_users.map((member) => (
                <Table.Tr key={member.user_id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {member.company_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.name} · {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={change.isPending}
                      aria-label={t('betaUsers.removeOf', { who: member.company_name })}
                      onClick={() =>
                        change.mutate({ userId: member.user_id, enabled: false, who: member.company_name })
                      }
                    >
                      {t('betaUsers.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="xs">
          <Select
            style={{ flex: 1 }}
            label={t('betaUsers.addLabel')}
            placeholder={t('betaUsers.addPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={picked?.value ?? null}
            onChange={(value, option) => setPicked(value ? option : null)}
            filter={({ options: shown }) => shown}
            nothingFoundMessage={agencies.isFetching ? t('betaUsers.searching') : t('betaUsers.noAgency')}
          />
          <Button onClick={add} disabled={!picked} loading={change.isPending}>
            {t('betaUsers.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
