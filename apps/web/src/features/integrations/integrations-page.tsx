// /integrations (issue 17 item 6; part 1 §2: clients and agency users only): a card per provider —
// connect, test, disconnect, status — and the delivery log of every integration with Resend.
// Others land on their dashboard, as the API refuses them the same calls.
import { INTEGRATION_PROVIDER_SLUGS, type IntegrationSummary } from '@lead/shared';
import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ConnectModal } from './connect-modal.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { integrationListKey, listIntegrations } from './integrations-api.ts';
import { mayUseIntegrations } from './may-use-integrations.ts';
import { ProviderCard } from './provider-card.tsx';
import { SecretOnceModal } from './secret-once-modal.tsx';
import { useIntegrationCommands } from './use-integration-commands.tsx';
import '../../i18n/en-integrations.ts';

export function IntegrationsPage() {
  const { facts } = useShell();
  if (!mayUseIntegrations(facts)) return <Navigate to="/dashboard" replace />;
  return <Integrations />;
}

/** The company's own connection of each provider (campaign webhooks belong to their campaigns). */
export function companyIntegrationsOf(all: IntegrationSummary[]): Map<string, IntegrationSummary> {
  return new Map(
    all.filter((integration) => integration.campaign_id === null).map((each) => [each.slug, each]),
  );
}

function Integrations() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const companyId = user.company_id;
  const list = useQuery({
    queryKey: integrationListKey(companyId),
    queryFn: () => listIntegrations(companyId),
  });
  const commands = useIntegrationCommands(companyId);
  const byProvider = companyIntegrationsOf(list.data ?? []);

  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.intro')} />
      <Stack gap="lg">
        {list.isError && (
          <Alert color="red" title={t('integrations.loadFailed')}>
            {errorMessageOf(list.error)}
            <Button size="xs" variant="light" color="red" ml="sm" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="provider-cards">
          {list.isPending
            ? INTEGRATION_PROVIDER_SLUGS.map((slug) => (
                <Skeleton key={slug} h={180} radius="md" data-testid="provider-loading" />
              ))
            : list.isSuccess &&
              INTEGRATION_PROVIDER_SLUGS.map((slug) => (
                <ProviderCard key={slug} slug={slug} integration={byProvider.get(slug)} commands={commands} />
              ))}
        </SimpleGrid>
        {list.isSuccess && (
          <DeliveryLog
            scope={{ companyId }}
            integrations={(list.data ?? []).filter((each) => each.status !== 'disconnected')}
          />
        )}
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
