// /configuration/agency-list: for now the accounts a root system user may view as (part 2 §2).
import { Alert, Button, Skeleton, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../app/api-error.ts';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { startViewAs } from './view-as.ts';
import { listViewableUsers } from './viewable-users-api.ts';

export function AgencyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useQuery({
    queryKey: ['viewable-users', debounced],
    queryFn: () => listViewableUsers(debounced),
    placeholderData: (previous) => previous,
  });
  const viewAs = useMutation({
    mutationFn: startViewAs,
    onSuccess: (path) => navigate(path, { replace: true }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const refused = users.error instanceof ApiError && users.error.status === 403;
  const rows = users.data?.users ?? [];

  return (
    <>
      <PageHeader title={t('configurationPages.agency-list')} description={t('agencyList.intro')} />
      {refused ? (
        <EmptyPanel title={t('agencyList.rootOnlyTitle')} description={t('agencyList.rootOnlyText')} />
      ) : (
        <>
          <TextInput
            label={t('agencyList.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
            mb="md"
          />
          {users.isPending && <Skeleton h={160} />}
          {users.isError && <Alert color="red">{errorMessageOf(users.error)}</Alert>}
          {users.isSuccess && rows.length === 0 && (
            <EmptyPanel title={t('agencyList.emptyTitle')} description={t('agencyList.emptyText')} />
          )}
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table className="wl-box" withTableBorder highlightOnHover data-testid="viewable-users">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('agencyList.company')}</Table.Th>
                    <Table.Th>{t('agencyList.name')}</Table.Th>
                    <Table.Th>{t('agencyList.email')}</Table.Th>
                    <Table.Th>{t('agencyList.type')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.company_name}</Table.Td>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>{t(`userTypes.${row.user_type}`, { defaultValue: row.user_type })}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          loading={viewAs.isPending && viewAs.variables === row.id}
                          disabled={viewAs.isPending}
                          onClick={() => viewAs.mutate(row.id)}
                        >
                          {t('viewAs.action')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </>
  );
}
