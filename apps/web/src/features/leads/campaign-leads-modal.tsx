// A campaign row's Leads action: every lead of that campaign, newest first, paged on the server.
import { type CampaignListRow, TENANT_LIMITS } from '@lead/shared';
import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-error.ts';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { LeadTable } from './lead-table.tsx';
import { campaignLeadsKey, getCampaignLeads } from './leads-api.ts';

type CampaignLeadsModalProps = { row: CampaignListRow; opened: boolean; onClose: () => void };

export function CampaignLeadsModal({ row, opened, onClose }: CampaignLeadsModalProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const id = row.leadspeek_api_id;
  const list = useQuery({
    queryKey: campaignLeadsKey(id, page),
    queryFn: () => getCampaignLeads(id, page, TENANT_LIMITS.perPage),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('leads.campaign.title', { name: row.campaign_name })}
      size="80rem"
    >
      <Stack gap="sm" data-testid="campaign-leads">
        <Text size="sm" c="dimmed">
          {t('leads.campaign.intro', { id })}
          {list.data && ` ${t('leads.total', { count: list.data.total })}`}
        </Text>
        {list.isPending && <Skeleton h={120} radius="sm" />}
        {list.isError && (
          <Alert color="red" title={t('leads.loadFailed')}>
            {errorMessageOf(list.error)}
          </Alert>
        )}
        {list.isSuccess && rows.length === 0 && (
          <EmptyPanel title={t('leads.campaign.noneTitle')} description={t('leads.campaign.noneText')} />
        )}
        {rows.length > 0 && (
          <>
            <LeadTable rows={rows} stale={list.isPlaceholderData} withClientColumn={false} />
            <ListPager
              page={page}
              perPage={TENANT_LIMITS.perPage}
              lastPage={list.data?.last_page ?? 1}
              total={list.data?.total ?? 0}
              shown={rows.length}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
