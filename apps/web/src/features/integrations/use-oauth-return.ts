// Back from a provider's consent page (Google Sheets, Slack, Salesforce): the server's callback lands
// on the provider's settings page with ?google=…, ?slack=… or ?salesforce=… (connected, denied, expired or error). Say what
// happened once, then drop it from the address so a reload does not say it again.
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { INTEGRATIONS_KEY } from './integrations-api.ts';
import '../../i18n/en-integrations.ts';

const OUTCOMES = ['connected', 'denied', 'expired', 'error'] as const;
type Outcome = (typeof OUTCOMES)[number];

export function useOAuthReturn(provider: 'google' | 'slack' | 'salesforce'): void {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const outcome = search.get(provider);
  useEffect(() => {
    if (!outcome) return;
    if ((OUTCOMES as readonly string[]).includes(outcome)) {
      notifications.show({
        color: outcome === 'connected' ? 'green' : 'red',
        message: t(`integrations.${provider}.${outcome as Outcome}`),
      });
      void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(provider);
        return next;
      },
      { replace: true },
    );
  }, [outcome, provider, setSearch, t]);
}
