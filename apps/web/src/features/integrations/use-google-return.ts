// Back from Google's consent page: the server's callback lands on the Google Sheets settings page
// with ?google=connected|denied|expired|error. Say what happened once, then drop it from the address
// so a reload does not say it again.
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { INTEGRATIONS_KEY } from './integrations-api.ts';

const OUTCOMES = ['connected', 'denied', 'expired', 'error'] as const;
type Outcome = (typeof OUTCOMES)[number];

export function useGoogleReturn(): void {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const outcome = search.get('google');
  useEffect(() => {
    if (!outcome) return;
    if ((OUTCOMES as readonly string[]).includes(outcome)) {
      notifications.show({
        color: outcome === 'connected' ? 'green' : 'red',
        message: t(`integrations.google.${outcome as Outcome}`),
      });
      void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('google');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearch, t]);
}
