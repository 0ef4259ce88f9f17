// The campaign's own webhook: its leads (only this campaign's) posted to one URL, signed with a
// secret shown once when it is made. An empty URL removes it.
import type { IntegrationSummary } from '@lead/shared';
import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { campaignIntegrationsKey, saveCampaignIntegration } from './integrations-api.ts';
import { notifySaved, notifySaveFailed } from './save-notice.ts';
import { SecretOnceModal } from './secret-once-modal.tsx';
import '../../i18n/en-integrations.ts';

type CampaignWebhookFormProps = { campaignId: number; webhook: IntegrationSummary | null };

export function CampaignWebhookForm({ campaignId, webhook }: CampaignWebhookFormProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [secret, setSecret] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      saveCampaignIntegration({
        campaignId,
        slug: 'webhook',
        enabled: url.trim() !== '',
        targets: {},
        netNewOnly: false,
        url: url.trim(),
      }),
    onSuccess: async (answer) => {
      notifySaved(answer);
      if (answer.secret) setSecret(answer.secret);
      await queryClient.invalidateQueries({ queryKey: campaignIntegrationsKey(campaignId) });
    },
    onError: (error) => {
      if (!fieldErrorsOf(error).url) notifySaveFailed(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="campaign-webhook"
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('integrations.campaign.webhookTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.campaign.webhookText')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('integrations.webhook.url')}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={fieldErrorsOf(save.error).url}
            placeholder="https://example.com/hooks/leads"
            style={{ flex: 1 }}
            miw={260}
          />
          <Button type="submit" loading={save.isPending} disabled={url.trim() === (webhook?.url ?? '')}>
            {t('integrations.webhook.save')}
          </Button>
        </Group>
        {webhook?.secret_hint && (
          <Text size="sm" c="dimmed">
            {t('integrations.webhook.secret')}: <Code>{webhook.secret_hint}</Code>
          </Text>
        )}
      </Stack>
      <SecretOnceModal secret={secret} onClose={() => setSecret(null)} />
    </Paper>
  );
}
