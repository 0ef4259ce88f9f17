// The company webhooks that take a campaign's leads (issue 23 item 7): the client's and its agency's
// serve every campaign below them, so the campaign's panel lists them as serving it, with a switch that
// turns one off for this campaign only. A client sees its agency's webhook without its URL or switch.
import type { CompanyWebhookForCampaign } from '@lead/shared';
import { Code, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client.ts';
import { campaignIntegrationsKey, switchCompanyWebhook } from './integrations-api.ts';
import { notifySaved, notifySaveFailed } from './save-notice.ts';
import '../../i18n/en-integrations.ts';

type CompanyWebhooksPanelProps = { campaignId: number; webhooks: CompanyWebhookForCampaign[] };

export function CompanyWebhooksPanel({ campaignId, webhooks }: CompanyWebhooksPanelProps) {
  const { t } = useTranslation();
  if (webhooks.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="company-webhooks">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('integrations.campaign.companyWebhooksTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.campaign.companyWebhookServesHint')}
        </Text>
        {webhooks.map((webhook) => (
          <CompanyWebhookRow key={webhook.integration_id} campaignId={campaignId} webhook={webhook} />
        ))}
      </Stack>
    </Paper>
  );
}

function CompanyWebhookRow({
  campaignId,
  webhook,
}: {
  campaignId: number;
  webhook: CompanyWebhookForCampaign;
}) {
  const { t } = useTranslation();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => switchCompanyWebhook(campaignId, webhook.integration_id, enabled),
    onSuccess: async (answer) => {
      notifySaved(answer);
      await queryClient.invalidateQueries({ queryKey: campaignIntegrationsKey(campaignId) });
    },
    onError: notifySaveFailed,
  });
  const title = t(
    webhook.owner === 'client'
      ? 'integrations.campaign.companyWebhookOwnerClient'
      : 'integrations.campaign.companyWebhookOwnerAgency',
    { company: webhook.company_name },
  );
  const serves = toggle.isPending ? !webhook.serves_campaign : webhook.serves_campaign;
  return (
    <Stack gap={4} data-testid="company-webhook" data-integration={webhook.integration_id}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {webhook.url && (
        <Text size="sm">
          <Code>{webhook.url}</Code>
        </Text>
      )}
      {webhook.status === 'error' && (
        <Text size="sm" c="var(--mantine-color-error)">
          {t('integrations.campaign.companyWebhookNeedsAttention')}
        </Text>
      )}
      {webhook.can_switch ? (
        <Switch
          label={t('integrations.campaign.companyWebhookServes')}
          checked={serves}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t(
            serves
              ? 'integrations.campaign.companyWebhookServing'
              : 'integrations.campaign.companyWebhookOff',
          )}{' '}
          {t('integrations.campaign.companyWebhookSetByAgency')}
        </Text>
      )}
    </Stack>
  );
}
