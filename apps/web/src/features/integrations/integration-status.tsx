// A provider's state as a badge: connected, needs attention (the provider refused or failed), or not
// connected (never, or disconnected). The words carry the state, not the colour alone.
import type { IntegrationSummary } from '@lead/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-integrations.ts';

export type ProviderState = 'connected' | 'error' | 'not_connected';

export const stateOf = (integration: IntegrationSummary | undefined): ProviderState =>
  !integration || integration.status === 'disconnected' ? 'not_connected' : integration.status;

const colours: Record<ProviderState, string> = { connected: 'green', error: 'red', not_connected: 'gray' };

export function IntegrationStatusBadge({ state }: { state: ProviderState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[state]} variant="light" data-testid="integration-status">
      {t(`integrations.status.${state}`)}
    </Badge>
  );
}
