// A campaign row's Leads action: every lead of that campaign, newest first, paged on the server.
import { type CampaignListRow, DOCUMENT_READERS, TENANT_LIMITS } from '@lead/shared';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { LeadTable } from './lead-table.tsx';
import { campaignLeadsKey, getCampaignLeads } from './leads-api.ts';
import '../../i18n/en-leads.ts';
import '../../i18n/en-documents.ts';

type CampaignLeadsModalProps = { row: CampaignListRow; opened: boolean; onClose: () => void };

export function CampaignLeadsModal({ row, opened, onClose }: CampaignLeadsModalProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
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
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('leads.campaign.intro', { id })}
            {list.data && ` ${t('leads.total', { count: list.data.total })}`}
          </Text>
          {/* The whole list as a file, after the password is typed again (/download-auth). */}
          {DOCUMENT_READERS.includes(facts.user_type) && (
            <Anchor component={Link} to={`/download-auth/${encodeURIComponent(id)}`} size="sm">
              {t('documents.downloadLink')}
            </Anchor>
          )}
        </Group>
        <ListStates
          query={list}
          page={page}
          onPage={setPage}
          loadFailed={t('leads.loadFailed')}
          loadingTestId="campaign-leads-loading"
          empty={{ title: t('leads.campaign.noneTitle'), description: t('leads.campaign.noneText') }}
        >
          {/* A lead's page replaces the campaign list: the dialog closes as its name is followed. */}
          <LeadTable
            rows={rows}
            stale={list.isPlaceholderData}
            withClientColumn={false}
            withScoreColumn={row.module === 'local'}
            onOpenLead={onClose}
          />
        </ListStates>
      </Stack>
    </Modal>
  );
}
