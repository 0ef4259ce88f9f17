// Calls of the Clients page (/Client): a company's campaign groups per module (/company/group) and its
// organizations (/marketing/organization), each listed, added, renamed and removed.
import { type CompanyGroupEntry, campaignListRoutes, type LeadModuleKind } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';

/** Under the campaigns key: a change here refreshes the campaign filters and the wizard too. */
export const filingGroupsKey = (companyId: number, module: LeadModuleKind) =>
  [...CAMPAIGNS_KEY, 'groups', companyId, module] as const;
export const organizationsKey = (companyId: number) =>
  [...CAMPAIGNS_KEY, 'organizations', companyId] as const;

export type GroupRow = CompanyGroupEntry & { companyGroupID: number };

/** The company's own groups of one module, without the list pages' View All entry. */
export async function listCompanyGroups(companyId: number, module: LeadModuleKind): Promise<GroupRow[]> {
  const answer = await call(campaignListRoutes.listCompanyGroups, {
    query: { companyID: companyId, userModule: module },
  });
  return answer.params.filter((group): group is GroupRow => group.companyGroupID !== 'all');
}

export const addGroup = (companyId: number, module: LeadModuleKind, name: string) =>
  call(campaignListRoutes.createCompanyGroup, {
    body: { companyID: companyId, userModule: module, companyGroupName: name },
  });

export const renameGroup = (companyId: number, groupId: number, name: string) =>
  call(campaignListRoutes.renameCompanyGroup, {
    body: { companyID: companyId, companyGroupID: groupId, companyGroupName: name },
  });

export const removeGroup = (companyId: number, groupId: number) =>
  call(campaignListRoutes.removeCompanyGroup, { params: { companyID: companyId, groupID: groupId } });

export const listOrganizations = async (companyId: number) =>
  (await call(campaignListRoutes.listOrganizations, { params: { companyID: companyId } })).params;

export type OrganizationFields = { name: string; parentId: number | null; customId: string };

export const addOrganization = (companyId: number, fields: OrganizationFields) =>
  call(campaignListRoutes.createOrganization, {
    body: {
      companyID: companyId,
      OrganizationName: fields.name,
      ParentID: fields.parentId,
      CustomID: fields.customId,
    },
  });

export const updateOrganization = (companyId: number, organizationId: number, fields: OrganizationFields) =>
  call(campaignListRoutes.updateOrganization, {
    body: {
      companyID: companyId,
      OrganizationID: organizationId,
      OrganizationName: fields.name,
      ParentID: fields.parentId,
      CustomID: fields.customId,
    },
  });

export const removeOrganization = (companyId: number, organizationId: number) =>
  call(campaignListRoutes.removeOrganization, {
    params: { companyID: companyId, organizationID: organizationId },
  });
