// White-label (part 1 §3): who brands the page at a host name.
import { domainInfo, domainInfoQuery } from '../contracts/domain-info.ts';
import { defineRoute } from './route.ts';
import { SIGN_IN_PATHS } from './sign-in-paths.ts';

export const whiteLabelRoutes = {
  domainInfo: defineRoute({
    method: 'GET',
    path: SIGN_IN_PATHS.domainInfo,
    query: domainInfoQuery,
    response: { 200: domainInfo },
    auth: 'public',
    tags: ['tenancy'],
  }),
};
