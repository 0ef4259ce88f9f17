// The Site ID tag of one campaign, read from GET /leadspeek/getcampaign/:id, with a Copy button.
import type { CampaignListRow } from '@lead/shared';
import { Alert, Button, Code, CopyButton, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { campaignKey, getCampaign } from './campaigns-api.ts';

type EmbedCodeModalProps = { row: CampaignListRow; opened: boolean; onClose: () => void };

export function EmbedCodeModal({ row, opened, onClose }: EmbedCodeModalProps) {
  const { t } = useTranslation();
  const campaign = useQuery({
    queryKey: campaignKey(row.leadspeek_api_id),
    queryFn: () => getCampaign(row.leadspeek_api_id),
    enabled: opened,
  });
  const code = campaign.data?.embed_code ?? null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('campaigns.embed.title', { name: row.campaign_name })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{t('campaigns.embed.text')}</Text>
        {campaign.isPending && <Skeleton h={60} radius="sm" />}
        {campaign.isError && (
          <Alert color="red" title={t('campaigns.embed.loadFailed')}>
            {errorMessageOf(campaign.error)}
          </Alert>
        )}
        {campaign.isSuccess && code === null && <Text c="dimmed">{t('campaigns.embed.none')}</Text>}
        {code !== null && (
          <>
            <Code block data-testid="embed-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {code}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={code}>
                {({ copied, copy }) => (
                  <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('campaigns.embed.copied') : t('campaigns.embed.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
