// A campaign's integration settings (issue 17 item 6), from its row in Campaign Management: for each
// connected integration, whether this campaign's leads go there and where (lists, tags, groups, a
// spreadsheet), net-new only where the provider can look contacts up; the company webhooks that serve
// it (each can be turned off for this campaign); the campaign's own webhook;
// and the campaign's deliveries with Resend. Each integration saves on its own (§8 notifications).
import type { CampaignListRow } from '@lead/shared';
import { Alert, Anchor, Button, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { CampaignIntegrationForm } from './campaign-integration-form.tsx';
import { CampaignWebhookForm } from './campaign-webhook-form.tsx';
import { CompanyWebhooksPanel } from './company-webhooks-panel.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { INTEGRATIONS_PATH } from './integration-paths.ts';
import { campaignIntegrations, campaignIntegrationsKey } from './integrations-api.ts';
import '../../i18n/en-integrations.ts';

type CampaignIntegrationsModalProps = { row: CampaignListRow; opened: boolean; onClose: () => void };

export function CampaignIntegrationsModal({ row, opened, onClose }: CampaignIntegrationsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('integrations.campaign.title', { name: row.campaign_name })}
      size="70rem"
    >
      {opened && <CampaignIntegrations row={row} />}
    </Modal>
  );
}

function CampaignIntegrations({ row }: { row: CampaignListRow }) {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: campaignIntegrationsKey(row.id),
    queryFn: () => campaignIntegrations(row.id),
  });
  const connected = (details.data?.integrations ?? []).filter((each) => each.status !== 'disconnected');
  // Company webhooks (the client's, its agency's) take every lead of every campaign: say so here.
  const companyWebhooks = details.data?.company_webhooks ?? [];

  return (
    <Tabs defaultValue="settings" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="settings">{t('integrations.campaign.settingsTab')}</Tabs.Tab>
        <Tabs.Tab value="deliveries">{t('integrations.campaign.deliveriesTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="settings">
        <Stack gap="md" data-testid="campaign-integrations">
          <Text size="sm" c="dimmed">
            {t('integrations.campaign.intro')}
          </Text>
          {details.isPending && <Skeleton h={120} radius="md" data-testid="campaign-integrations-loading" />}
          {details.isError && (
            <Alert color="red" title={t('integrations.campaign.loadFailed')}>
              {errorMessageOf(details.error)}
              <Button size="xs" variant="light" color="red" ml="sm" onClick={() => void details.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {details.isSuccess && <CompanyWebhooksPanel campaignId={row.id} webhooks={companyWebhooks} />}
          {details.isSuccess && connected.length === 0 && companyWebhooks.length === 0 && (
            <EmptyPanel
              title={t('integrations.campaign.noneConnectedTitle')}
              description={t('integrations.campaign.noneConnectedText')}
              action={
                <Anchor component={Link} to={INTEGRATIONS_PATH}>
                  {t('integrations.campaign.openIntegrations')}
                </Anchor>
              }
            />
          )}
          {details.isSuccess &&
            connected.map((integration) => (
              <CampaignIntegrationForm
                key={integration.integration_id}
                campaignId={row.id}
                companyId={row.company_id}
                detail={integration}
              />
            ))}
          {details.isSuccess && <CampaignWebhookForm campaignId={row.id} webhook={details.data.webhook} />}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="deliveries">
        <DeliveryLog scope={{ companyId: row.company_id, campaignId: row.id }} embedded />
      </Tabs.Panel>
    </Tabs>
  );
}
