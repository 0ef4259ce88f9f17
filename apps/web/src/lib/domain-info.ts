// The company that brands this host name (part 1 §3 "Domain info"); a failure is only logged (§8).
import { type DomainInfo, SIGN_IN_PATHS } from '@lead/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

export const currentHost = (): string => window.location.hostname;

export const domainInfoQuery = () =>
  queryOptions({
    queryKey: ['domain-info', currentHost()],
    queryFn: async () => {
      try {
        // A plain request (not call()): the sign-in page loads this without the route declarations.
        const query = new URLSearchParams({ domainorsub: currentHost() });
        return await apiRequest<DomainInfo>('GET', `${SIGN_IN_PATHS.domainInfo}?${query}`, { token: null });
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
