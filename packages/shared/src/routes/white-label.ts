// White-label (part 1 §3): who brands the page at a host name.
import { domainInfo, domainInfoQuery } from '../contracts/domain-info.ts';
import { defineRoute } from './route.ts';

export const whiteLabelRoutes = {
  domainInfo: defineRoute({
    method: 'GET',
    path: '/domain/info',
    query: domainInfoQuery,
    response: { 200: domainInfo },
    auth: 'public',
    tags: ['tenancy'],
  }),
};
