// One provider on /integrations: what it does, whether it is connected (to which account, since
// when, or what went wrong), and its actions: connect, or settings, test and disconnect.
import { INTEGRATION_PROVIDERS, type IntegrationSlug, type IntegrationSummary } from '@lead/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingsPathOf } from './integration-paths.ts';
import { IntegrationStatusBadge, stateOf } from './integration-status.tsx';
import type { IntegrationCommands } from './use-integration-commands.tsx';
import '../../i18n/en-integrations.ts';

type ProviderCardProps = {
  slug: IntegrationSlug;
  integration: IntegrationSummary | undefined;
  commands: IntegrationCommands;
};

export function ProviderCard({ slug, integration, commands }: ProviderCardProps) {
  const { t } = useTranslation();
  const provider = INTEGRATION_PROVIDERS[slug];
  const state = stateOf(integration);
  const connected = integration && state !== 'not_connected' ? integration : null;
  /** This card's integration is the one the mutation is working on. */
  const busyWith = (mutation: { isPending: boolean; variables?: IntegrationSummary }) =>
    mutation.isPending && connected !== null && mutation.variables?.id === connected.id;
  const headingId = `provider-${slug}`;

  return (
    <Card
      className="wl-box"
      withBorder
      radius="md"
      p="md"
      data-testid={`provider-${slug}`}
      aria-labelledby={headingId}
      component="section"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {provider.name}
          </Title>
          <IntegrationStatusBadge state={state} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`integrations.providers.${slug}.description`)}
        </Text>
        {connected?.account_name && (
          <Text size="sm">{t('integrations.card.account', { name: connected.account_name })}</Text>
        )}
        {connected?.url && (
          <Text size="sm" truncate="end" title={connected.url}>
            {connected.url}
          </Text>
        )}
        {connected?.connected_at && (
          <Text size="xs" c="dimmed">
            {t('integrations.card.connectedAt', {
              when: DateTime.fromISO(connected.connected_at).toLocaleString(DateTime.DATETIME_MED),
            })}
          </Text>
        )}
        {state === 'error' && connected?.last_error && (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            {t('integrations.card.lastError', { error: connected.last_error })}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          {state !== 'connected' && (
            <Button
              size="xs"
              onClick={() => commands.askConnect(slug)}
              loading={
                (slug === 'googlesheet' && commands.google.isPending) ||
                (slug === 'salesforce' && commands.salesforce.isPending)
              }
              aria-label={t('integrations.card.connectNamed', { provider: provider.name })}
            >
              {t('integrations.card.connect')}
            </Button>
          )}
          {connected && (
            <>
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={settingsPathOf(slug)}
                aria-label={t('integrations.card.settingsNamed', { provider: provider.name })}
              >
                {t('integrations.card.settings')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busyWith(commands.test)}
                onClick={() => commands.test.mutate(connected)}
                aria-label={t('integrations.card.testNamed', { provider: provider.name })}
              >
                {t('integrations.card.test')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={busyWith(commands.disconnect)}
                onClick={() => commands.askDisconnect(connected)}
                aria-label={t('integrations.card.disconnectNamed', { provider: provider.name })}
              >
                {t('integrations.card.disconnect')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
