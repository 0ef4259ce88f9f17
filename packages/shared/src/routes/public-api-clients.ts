// The developer API v1's writes for an agency embedding the platform (issue 26 part 2 item 3): its
// clients (list, add), single sign-on links for its clients' users, and new campaigns. No scope of
// their own: reading clients goes with leads:read or campaigns:write, adding clients and campaigns
// with campaigns:write, sign-in links with sso:issue.
import {
  PUBLIC_API_PROBLEMS,
  PUBLIC_API_TAGS,
  problemDetails,
  publicCampaign,
  publicPage,
} from '../contracts/public-api.ts';
import { publicCampaignCreate } from '../contracts/public-api-campaign-create.ts';
import {
  publicClient,
  publicClientCreate,
  publicClientsQuery,
  publicSsoToken,
  publicSsoTokenRequest,
} from '../contracts/public-api-clients.ts';
import { defineRoute } from './route.ts';

const tags = [PUBLIC_API_TAGS.calls];

export const publicApiClientRoutes = {
  listClients: defineRoute({
    method: 'GET',
    path: '/v1/clients',
    query: publicClientsQuery,
    response: { 200: publicPage(publicClient), ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write', 'leads:read'] },
    tags,
    summary: "List the agency's clients, oldest first",
  }),
  createClient: defineRoute({
    method: 'POST',
    path: '/v1/clients',
    body: publicClientCreate,
    // 409: the agency's payment account is not connected yet, as on the web.
    response: { 201: publicClient, 409: problemDetails, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write'] },
    idempotent: true,
    tags,
    summary: 'Add a client; its owner gets the invitation e-mail',
  }),
  issueSsoToken: defineRoute({
    method: 'POST',
    path: '/v1/sso-tokens',
    body: publicSsoTokenRequest,
    response: { 201: publicSsoToken, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['sso:issue'] },
    idempotent: true,
    tags,
    summary: "A one-time sign-in link for a user of one of the agency's clients",
  }),
  createCampaign: defineRoute({
    method: 'POST',
    path: '/v1/campaigns',
    body: publicCampaignCreate,
    response: { 201: publicCampaign, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write'] },
    idempotent: true,
    tags,
    summary: 'Create a draft campaign for a client, priced as on the web',
  }),
};
