// /integrations/{slug}/{name} (part 1 §2): one provider's settings — its connection (account,
// status, test, reconnect, disconnect), a webhook's URL and signing secret (rotated after a
// confirmation, shown once), what campaigns may choose from, and this integration's deliveries.
import { INTEGRATION_PROVIDERS, type IntegrationSlug, type IntegrationSummary } from '@lead/shared';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ConnectModal } from './connect-modal.tsx';
import { CrmFieldMapPanel } from './crm-field-map-panel.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { INTEGRATIONS_PATH, slugOfPath } from './integration-paths.ts';
import { IntegrationStatusBadge, stateOf } from './integration-status.tsx';
import { integrationListKey, listIntegrations } from './integrations-api.ts';
import { companyIntegrationsOf } from './integrations-page.tsx';
import { mayUseIntegrations } from './may-use-integrations.ts';
import { SecretOnceModal } from './secret-once-modal.tsx';
import { TargetsPanel } from './targets-panel.tsx';
import { type IntegrationCommands, useIntegrationCommands } from './use-integration-commands.tsx';
import { useOAuthReturn } from './use-oauth-return.ts';
import { WebhookPanel } from './webhook-panel.tsx';
import '../../i18n/en-integrations.ts';

/** A Slack connected by an incoming webhook: its channel is Slack's, there is nothing to choose. */
export const isSlackWebhook = (integration: IntegrationSummary) =>
  integration.slug === 'slack' && integration.credential_fields.includes('webhook_url');

export function IntegrationSettingsPage() {
  const { facts } = useShell();
  const { t } = useTranslation();
  const slug = slugOfPath(useParams().slug);
  if (!mayUseIntegrations(facts)) return <Navigate to="/dashboard" replace />;
  if (!slug) {
    return (
      <>
        <PageHeader title={t('integrations.settingsPage.unknownTitle')} />
        <EmptyPanel
          title={t('integrations.settingsPage.unknownTitle')}
          description={t('integrations.settingsPage.unknownText')}
          action={<BackLink />}
        />
      </>
    );
  }
  return <ProviderSettings key={slug} slug={slug} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={INTEGRATIONS_PATH} size="sm">
      ← {t('integrations.settingsPage.back')}
    </Anchor>
  );
}

function ProviderSettings({ slug }: { slug: IntegrationSlug }) {
  const { t } = useTranslation();
  const companyId = useCurrentUser().company_id;
  const provider = INTEGRATION_PROVIDERS[slug];
  const list = useQuery({
    queryKey: integrationListKey(companyId),
    queryFn: () => listIntegrations(companyId),
  });
  const commands = useIntegrationCommands(companyId);
  useOAuthReturn('google');
  useOAuthReturn('slack');
  useOAuthReturn('salesforce');
  const integration = list.data ? companyIntegrationsOf(list.data).get(slug) : undefined;
  const state = stateOf(integration);
  const connected = integration && state !== 'not_connected' ? integration : null;

  return (
    <>
      <PageHeader
        title={t('integrations.settingsPage.title', { provider: provider.name })}
        description={t(`integrations.providers.${slug}.description`)}
        actions={<BackLink />}
      />
      <Stack gap="lg">
        {list.isPending && <Skeleton h={160} radius="md" data-testid="settings-loading" />}
        {list.isError && (
          <Alert color="red" title={t('integrations.loadFailed')}>
            {errorMessageOf(list.error)}
            <Button size="xs" variant="light" color="red" ml="sm" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {list.isSuccess && !connected && (
          <EmptyPanel
            title={t('integrations.settingsPage.notConnectedTitle', { provider: provider.name })}
            description={t('integrations.settingsPage.notConnectedText')}
            action={
              <Button
                onClick={() => commands.askConnect(slug)}
                loading={commands.google.isPending || commands.salesforce.isPending}
              >
                {t('integrations.card.connectNamed', { provider: provider.name })}
              </Button>
            }
          />
        )}
        {connected && <ConnectionPanel integration={connected} commands={commands} />}
        {connected && slug === 'webhook' && (
          <WebhookPanel integration={connected} companyId={companyId} commands={commands} />
        )}
        {connected &&
          provider.targetKinds.length > 0 &&
          slug !== 'googlesheet' &&
          !isSlackWebhook(connected) && <TargetsPanel slug={slug} companyId={companyId} />}
        {connected && provider.crm && <CrmFieldMapPanel key={connected.updated_at} integration={connected} />}
        {connected && <DeliveryLog scope={{ companyId, integrationId: connected.id }} />}
      </Stack>
      <ConnectModal
        slug={commands.connecting}
        companyId={companyId}
        busy={commands.connect.isPending}
        error={commands.connect.error}
        onSubmit={commands.submitConnect}
        onClose={commands.closeConnect}
      />
      <SecretOnceModal secret={commands.secret} onClose={commands.closeSecret} />
    </>
  );
}

function ConnectionPanel({
  integration,
  commands,
}: {
  integration: IntegrationSummary;
  commands: IntegrationCommands;
}) {
  const { t } = useTranslation();
  const provider = INTEGRATION_PROVIDERS[integration.slug];
  const state = stateOf(integration);
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="connection-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('integrations.settingsPage.details')}
          </Title>
          <IntegrationStatusBadge state={state} />
        </Group>
        {integration.account_name && (
          <Text size="sm">{t('integrations.card.account', { name: integration.account_name })}</Text>
        )}
        {integration.connected_at && (
          <Text size="sm" c="dimmed">
            {t('integrations.card.connectedAt', {
              when: DateTime.fromISO(integration.connected_at).toLocaleString(DateTime.DATETIME_MED),
            })}
          </Text>
        )}
        {integration.credential_fields.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('integrations.settingsPage.savedFields', {
              fields: provider.credentialFields
                .filter((field) => integration.credential_fields.includes(field.name))
                .map((field) => field.label)
                .join(', '),
            })}
          </Text>
        )}
        {state === 'error' && integration.last_error && (
          <Alert color="red" variant="light">
            {t('integrations.card.lastError', { error: integration.last_error })}
          </Alert>
        )}
        <Group gap="xs" mt="xs">
          <Button
            variant="default"
            loading={commands.test.isPending}
            onClick={() => commands.test.mutate(integration)}
          >
            {t('integrations.card.testNamed', { provider: provider.name })}
          </Button>
          {integration.slug !== 'webhook' && (
            <Button variant="default" onClick={() => commands.askConnect(integration.slug)}>
              {t('integrations.settingsPage.reconnect')}
            </Button>
          )}
          <Button
            variant="outline"
            color="red.9"
            loading={commands.disconnect.isPending}
            onClick={() => commands.askDisconnect(integration)}
          >
            {t('integrations.card.disconnectNamed', { provider: provider.name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
