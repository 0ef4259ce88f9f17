// Connect / Continue: create the provider account when there is none, then follow its onboarding link.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { connectedAccountLink, createConnectedAccount } from './billing-api.ts';

export function useConnectAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (create: boolean) => {
      if (create) await createConnectedAccount();
      return connectedAccountLink();
    },
    onSuccess: ({ url }) => {
      const target = new URL(url, window.location.href);
      // The sandbox provider's pages are ours: stay in the app instead of reloading it.
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.toString());
    },
  });
}
