import { BANNER_MESSAGES } from '@lead/shared';
// /banner/clients (the Clients entry under Ads Design): each client of the agency with its banner sets.
import { Alert, Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { bannerClientsKey, listBannerClients } from './banners-api.ts';
import '../../i18n/en-banners.ts';

export function BannerClientsPage() {
  const { t } = useTranslation();
  const clients = useQuery({ queryKey: bannerClientsKey, queryFn: listBannerClients });
  const rows = clients.data?.clients ?? [];
  return (
    <>
      <PageHeader title={t('banners.clientsTitle')} description={t('banners.clientsIntro')} />
      {clients.isPending && <Skeleton h={160} />}
      {clients.isError && (
        <Alert color="red" title={BANNER_MESSAGES.listNotLoaded}>
          {errorMessageOf(clients.error)}
        </Alert>
      )}
      {clients.isSuccess && rows.length === 0 && (
        <EmptyPanel title={t('banners.noClientsTitle')} description={t('banners.noClientsText')} />
      )}
      {rows.length > 0 && (
        <Table className="wl-box" withTableBorder verticalSpacing="sm" data-testid="banner-clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('banners.client')}</Table.Th>
              <Table.Th>{t('banners.bannerSets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((client) => (
              <Table.Tr key={client.clientID}>
                <Table.Td fw={500}>
                  <Anchor component={Link} to={`/banner/list?client=${client.clientID}`}>
                    {client.clientName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {client.bannerSets.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      {t('banners.noSetsForClient')}
                    </Text>
                  ) : (
                    <Group gap="md">
                      {client.bannerSets.map((set) => (
                        <Text key={set.id} size="sm">
                          {set.name}
                        </Text>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
