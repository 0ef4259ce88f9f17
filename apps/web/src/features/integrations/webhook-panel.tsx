// A webhook's URL and signing secret: the URL is changed here (checked by the server: public
// addresses only); the secret is never shown again after it was made, only its last characters,
// and rotating it makes a new one, after a confirmation, shown once.
import type { IntegrationSummary } from '@lead/shared';
import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import type { IntegrationCommands } from './use-integration-commands.tsx';
import '../../i18n/en-integrations.ts';

type WebhookPanelProps = {
  integration: IntegrationSummary;
  companyId: number;
  commands: IntegrationCommands;
};

export function WebhookPanel({ integration, companyId, commands }: WebhookPanelProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [url, setUrl] = useState(integration.url ?? '');
  const saving = commands.connect.isPending;
  const urlError = fieldErrorsOf(commands.connect.error).url;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commands.submitConnect({ companyId, slug: 'webhook', url: url.trim() });
  };

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="webhook-panel">
      <Stack gap="md">
        {facts.user_type !== 'client' && (
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('integrations.webhook.agencyTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('integrations.webhook.agencyText')}
            </Text>
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('integrations.webhook.url')}
              description={t('integrations.webhook.urlHint')}
              type="url"
              required
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={urlError}
              style={{ flex: 1 }}
              miw={260}
            />
            <Button
              type="submit"
              loading={saving}
              disabled={url.trim() === '' || url.trim() === integration.url}
            >
              {t('integrations.webhook.save')}
            </Button>
          </Group>
        </form>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('integrations.webhook.secret')}
          </Text>
          {integration.secret_hint && (
            <Code data-testid="secret-hint" w="fit-content">
              {integration.secret_hint}
            </Code>
          )}
          <Text size="sm" c="dimmed">
            {t('integrations.webhook.secretHidden')}
          </Text>
          <Group>
            <Button
              variant="outline"
              color="red.9"
              loading={commands.rotate.isPending}
              onClick={() => commands.askRotate(integration)}
            >
              {t('integrations.webhook.rotate')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
