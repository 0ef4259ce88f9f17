import { platformRoutes } from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type { OutboxMessage } from '@lead/shared';

/** Read with the signed-in session: the API shows the outbox to platform staff only. */
export const useOutbox = (token: string | null) =>
  useQuery({
    queryKey: ['dev-outbox', token],
    queryFn: () => call(platformRoutes.devOutbox),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
    staleTime: 0,
  });
