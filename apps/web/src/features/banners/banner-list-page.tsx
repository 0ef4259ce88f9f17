// /banner/list (part 1 §2, menu Ads Design): the agency's banner sets with a picture, the client,
// sizes, clicks and dates; open, download, duplicate, rename and delete as the role's Ads Design
// flags allow; filtered by client.
import { BANNER_MESSAGES, BANNER_SIZES, type BannerSetRow, can, type ModulePermissions } from '@lead/shared';
import { Alert, Button, Group, Select, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { mediumDate } from '../../lib/dates.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { BannerPicture } from './banner-picture.tsx';
import {
  bannerClientsKey,
  bannerPngOf,
  bannerSetsKey,
  downloadBannerZip,
  duplicateBannerSet,
  listBannerClients,
  listBannerSets,
  removeBannerSet,
} from './banners-api.ts';
import { RenameBannerDialog } from './rename-banner-dialog.tsx';
import '../../i18n/en-banners.ts';

export function BannerListPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const permissions = facts.permissions as ModulePermissions;
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get('client')) || null;
  const sets = useQuery({ queryKey: bannerSetsKey(clientId), queryFn: () => listBannerSets(clientId) });
  const clients = useQuery({ queryKey: bannerClientsKey, queryFn: listBannerClients });
  const [renaming, setRenaming] = useState<BannerSetRow | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['banner-sets'] }),
      queryClient.invalidateQueries({ queryKey: bannerClientsKey }),
    ]);
  const notify = async (answer: { message: string }) => {
    notifications.show({ color: 'green', message: answer.message });
    await refresh();
  };
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error) });
  const duplicate = useMutation({
    mutationFn: (row: BannerSetRow) => duplicateBannerSet(row.id),
    onSuccess: notify,
    onError,
  });
  const remove = useMutation({
    mutationFn: (row: BannerSetRow) => removeBannerSet(row.id),
    onSuccess: notify,
    onError,
  });
  const zip = useMutation({
    mutationFn: (row: BannerSetRow) => downloadBannerZip(row.id, row.name),
    onError,
  });

  const confirmRemove = (row: BannerSetRow) =>
    openConfirmAction({
      title: t('banners.removeTitle'),
      children: <Text size="sm">{t('banners.removeText', { name: row.name })}</Text>,
      labels: { confirm: t('banners.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(row),
    });

  const clientOptions = [
    { value: '', label: t('banners.allClients') },
    ...(clients.data?.clients ?? []).map((client) => ({
      value: String(client.clientID),
      label: client.clientName,
    })),
  ];
  const createButton = can(permissions, 'Ads Design', 'create') && (
    <Button component={Link} to="/banner/create">
      {t('banners.create')}
    </Button>
  );
  const rows = sets.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('banners.listTitle')}
        description={t('banners.listIntro')}
        actions={createButton}
      />
      <Select
        label={t('banners.client')}
        data={clientOptions}
        value={clientId ? String(clientId) : ''}
        onChange={(value) => setParams(value ? { client: value } : {})}
        searchable
        allowDeselect={false}
        maw={360}
        mb="md"
      />
      {sets.isPending && <Skeleton h={160} />}
      {sets.isError && (
        <Alert color="red" title={BANNER_MESSAGES.listNotLoaded}>
          {errorMessageOf(sets.error)}
        </Alert>
      )}
      {sets.isSuccess && rows.length === 0 && (
        <EmptyPanel
          title={clientId ? t('banners.emptyForClientTitle') : t('banners.emptyTitle')}
          description={t('banners.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table
            className="wl-box"
            withTableBorder
            highlightOnHover
            verticalSpacing="sm"
            data-testid="banner-sets"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('banners.picture')}</Table.Th>
                <Table.Th>{t('banners.name')}</Table.Th>
                <Table.Th>{t('banners.client')}</Table.Th>
                <Table.Th>{t('banners.sizes')}</Table.Th>
                <Table.Th>{t('banners.clicks')}</Table.Th>
                <Table.Th>{t('banners.created')}</Table.Th>
                <Table.Th>{t('banners.updated')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-banner-set={row.name}>
                  <Table.Td>
                    <BannerPicture
                      size="300x250"
                      pictureKey={['set', row.id, row.updated_at]}
                      fetchPicture={(signal) => bannerPngOf(row.id, '300x250', signal)}
                      alt={t('banners.pictureAlt', { name: row.name })}
                      maxWidth={96}
                    />
                  </Table.Td>
                  <Table.Td fw={500}>{row.name}</Table.Td>
                  <Table.Td>{row.clientName ?? t('banners.agencyOwn')}</Table.Td>
                  <Table.Td>{t('banners.sizeCount', { count: row.sizes.length })}</Table.Td>
                  <Table.Td>
                    <Tooltip
                      label={clicksBySize(row.clicks)}
                      events={{ hover: true, focus: true, touch: true }}
                    >
                      <Text
                        size="sm"
                        tabIndex={0}
                        component="span"
                        aria-label={t('banners.clicksBySize', {
                          count: row.clicks.total,
                          sizes: clicksBySize(row.clicks),
                        })}
                      >
                        {row.clicks.total}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>{mediumDate(row.created_at)}</Table.Td>
                  <Table.Td>{mediumDate(row.updated_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {can(permissions, 'Ads Design', 'update') && (
                        <Button size="xs" variant="default" component={Link} to={`/banner/${row.id}/edit`}>
                          {t('banners.edit')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        loading={zip.isPending && zip.variables?.id === row.id}
                        onClick={() => zip.mutate(row)}
                      >
                        {t('banners.downloadZip')}
                      </Button>
                      {can(permissions, 'Ads Design', 'create') && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={duplicate.isPending && duplicate.variables?.id === row.id}
                          disabled={duplicate.isPending}
                          onClick={() => duplicate.mutate(row)}
                        >
                          {t('banners.duplicate')}
                        </Button>
                      )}
                      {can(permissions, 'Ads Design', 'update') && (
                        <Button size="xs" variant="default" onClick={() => setRenaming(row)}>
                          {t('banners.rename')}
                        </Button>
                      )}
                      {can(permissions, 'Ads Design', 'delete') && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(row)}>
                          {t('banners.remove')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {renaming && <RenameBannerDialog row={renaming} onClose={() => setRenaming(null)} onSaved={refresh} />}
    </>
  );
}

/** Each size's clicks, as the tooltip shows them and a screen reader reads them. */
const clicksBySize = (clicks: { bySize: Partial<Record<string, number>> }) =>
  BANNER_SIZES.map((size) => `${size}: ${clicks.bySize[size] ?? 0}`).join(' · ');
