import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** One e-mail of the dev outbox (GET /api/dev/outbox). */
export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

/** Read with the signed-in session: the API shows the outbox to platform staff only. */
export const useOutbox = (token: string | null) =>
  useQuery({
    queryKey: ['dev-outbox', token],
    queryFn: () => api.get<{ messages: OutboxMessage[] }>('/dev/outbox'),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
    staleTime: 0,
  });
