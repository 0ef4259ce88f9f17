// Campaign management lists (issue 5 point 4): a module's campaign list, and the company groups and
// organizations its filters and forms use. Which company's rows a caller reaches is decided in the
// API (downline-scope, company-groups/owner-company.ts).
import type { z } from 'zod';
import {
  type CampaignListRequest,
  campaignListParams,
  campaignListQuery,
  campaignListResponse,
  companyGroupCreate,
  companyGroupDeleteParams,
  companyGroupListResponse,
  companyGroupQuery,
  companyGroupSaved,
  companyGroupUpdate,
  listEntryRemoved,
  organizationCompanyParams,
  organizationCreate,
  organizationDeleteParams,
  organizationListResponse,
  organizationSaved,
  organizationUpdate,
} from '../contracts/campaign-lists.ts';
import { defineRoute } from './route.ts';

const tags = ['campaign-lists'];

export const campaignListRoutes = {
  /** A client listing its own campaigns is fine; disable-client-add-campaign is a page rule. */
  listCampaigns: defineRoute({
    method: 'GET',
    path: '/leadspeek/client/:group/:type/:companyID/:clientID/:sortby/:order/:search?',
    params: campaignListParams,
    query: campaignListQuery,
    response: { 200: campaignListResponse },
    auth: {},
    tags,
  }),

  listCompanyGroups: defineRoute({
    method: 'GET',
    path: '/company/group',
    query: companyGroupQuery,
    response: { 200: companyGroupListResponse },
    auth: {},
    tags,
  }),
  createCompanyGroup: defineRoute({
    method: 'POST',
    path: '/company/group',
    body: companyGroupCreate,
    response: { 200: companyGroupSaved },
    auth: {},
    idempotent: true,
    tags,
  }),
  renameCompanyGroup: defineRoute({
    method: 'PUT',
    path: '/company/group',
    body: companyGroupUpdate,
    response: { 200: companyGroupSaved },
    auth: {},
    tags,
  }),
  removeCompanyGroup: defineRoute({
    method: 'DELETE',
    path: '/company/group/:companyID/:groupID',
    params: companyGroupDeleteParams,
    response: { 200: listEntryRemoved },
    auth: {},
    tags,
  }),

  listOrganizations: defineRoute({
    method: 'GET',
    path: '/marketing/organization/:companyID',
    params: organizationCompanyParams,
    response: { 200: organizationListResponse },
    auth: {},
    tags,
  }),
  createOrganization: defineRoute({
    method: 'POST',
    path: '/marketing/organization',
    body: organizationCreate,
    response: { 200: organizationSaved },
    auth: {},
    idempotent: true,
    tags,
  }),
  updateOrganization: defineRoute({
    method: 'PUT',
    path: '/marketing/organization',
    body: organizationUpdate,
    response: { 200: organizationSaved },
    auth: {},
    tags,
  }),
  removeOrganization: defineRoute({
    method: 'DELETE',
    path: '/marketing/organization/:companyID/:organizationID',
    params: organizationDeleteParams,
    response: { 200: listEntryRemoved },
    auth: {},
    tags,
  }),
};

/** The list page's request as the list route's params and query (sort 'null' is the third state). */
export function campaignListInput(request: CampaignListRequest): {
  params: z.input<typeof campaignListParams>;
  query: z.input<typeof campaignListQuery>;
} {
  return {
    params: {
      group: request.group,
      type: request.module,
      companyID: request.companyId,
      clientID: request.clientId,
      sortby: request.sort.sortby ?? 'null',
      order: request.sort.order ?? 'null',
      search: request.search.trim(),
    },
    query: {
      Page: request.page,
      PerPage: request.perPage,
      view: request.view ?? 'campaign',
      CampaignStatus: request.campaignStatus ?? 'all',
    },
  };
}
