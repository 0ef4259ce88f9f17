// The Site ID tag of one campaign, read from GET /leadspeek/getcampaign/:id, with a Copy button,
// whether the pixel is installed (issue 25 item 6), and a hosted test page carrying the pixel for a
// campaign without a website yet (issue 14): its page views become test leads, never billed.
import type { CampaignListRow } from '@lead/shared';
import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Divider,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { campaignKey, getCampaign, openPixelTestPage } from './campaigns-api.ts';
import { PixelStatusSection } from './pixel-status.tsx';
import '../../i18n/en-campaigns.ts';

type EmbedCodeModalProps = { row: CampaignListRow; opened: boolean; onClose: () => void };

export function EmbedCodeModal({ row, opened, onClose }: EmbedCodeModalProps) {
  const { t } = useTranslation();
  const campaign = useQuery({
    queryKey: campaignKey(row.leadspeek_api_id),
    queryFn: () => getCampaign(row.leadspeek_api_id),
    enabled: opened,
  });
  const code = campaign.data?.embed_code ?? null;
  const testPage = useMutation({
    mutationFn: () => openPixelTestPage(row.leadspeek_api_id),
    onSuccess: ({ path }) => {
      window.open(path, '_blank', 'noopener');
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('campaigns.embed.title', { name: row.campaign_name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <PixelStatusSection leadspeekApiId={row.leadspeek_api_id} />
        <Divider />
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
            <Divider />
            <Stack gap="xs" data-testid="pixel-test-page">
              <Title order={3} size="h6">
                {t('campaigns.embed.testTitle')}
              </Title>
              <Text size="sm">{t('campaigns.embed.testText')}</Text>
              {testPage.isError && (
                <Alert color="red" title={t('campaigns.embed.testPageFailed')}>
                  {errorMessageOf(testPage.error)}
                </Alert>
              )}
              {testPage.data && (
                <Text size="sm" role="status">
                  {t('campaigns.embed.testPageOpened')}{' '}
                  <Anchor
                    href={testPage.data.path}
                    target="_blank"
                    rel="noopener"
                    c="inherit"
                    underline="always"
                  >
                    {t('campaigns.embed.testPageLink')}
                  </Anchor>
                </Text>
              )}
              <Group justify="flex-start">
                <Button variant="light" loading={testPage.isPending} onClick={() => testPage.mutate()}>
                  {t('campaigns.embed.openTestPage')}
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </Stack>
    </Modal>
  );
}
