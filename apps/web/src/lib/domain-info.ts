// The company that brands this host name (part 1 §3 "Domain info"); a failure is only logged (§8).
import { type DomainInfo, whiteLabelRoutes } from '@lead/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

export const currentHost = (): string => window.location.hostname;

export const domainInfoQuery = () =>
  queryOptions({
    queryKey: ['domain-info', currentHost()],
    queryFn: async () => {
      try {
        return await call(
          whiteLabelRoutes.domainInfo,
          { query: { domainorsub: currentHost() } },
          { token: null },
        );
      } catch (error) {
        console.error('Domain info could not be loaded', error);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useDomainInfo = () => useQuery(domainInfoQuery());

/** The ids the sign-in calls send as strings (part 1 §7: ownedcompanyid, companyrootid). */
export function hostCompanyIds(domain: DomainInfo | undefined) {
  return {
    ownedcompanyid: domain ? String(domain.company_id) : null,
    companyrootid: domain ? String(domain.idsys) : null,
  };
}
