import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

// Client errors (4xx) will not change on a retry; server and network errors get one more try.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
