// GET /leadspeek/getcampaignresource/:organizationID/:campaignID: what a campaign is filed under —
// the organization named (by id or CustomID) among the client's, its company group, and the lists
// of groups (of the campaign's module) and organizations the client may choose from.
import type { CampaignResource } from '@lead/shared';
import { and, asc, eq } from 'drizzle-orm';
import { companyGroups, organizations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';

export async function campaignResource(
  ctx: AppContext,
  actor: Actor,
  organizationID: string,
  campaignID: string,
): Promise<CampaignResource> {
  const { campaign } = await visibleCampaign(ctx.db, actor, campaignID);
  const [groups, orgs] = await Promise.all([
    ctx.db
      .select({ companyGroupID: companyGroups.id, companyGroupName: companyGroups.groupName })
      .from(companyGroups)
      .where(and(eq(companyGroups.companyId, campaign.companyId), eq(companyGroups.module, campaign.module)))
      .orderBy(asc(companyGroups.groupName)),
    ctx.db
      .select({
        id: organizations.id,
        OrganizationName: organizations.organizationName,
        ParentID: organizations.parentId,
        CustomID: organizations.customId,
      })
      .from(organizations)
      .where(eq(organizations.companyId, campaign.companyId))
      .orderBy(asc(organizations.organizationName)),
  ]);
  const organization =
    orgs.find(
      (org) =>
        String(org.id) === organizationID || (org.CustomID !== null && org.CustomID === organizationID),
    ) ?? null;
  return {
    leadspeek_api_id: campaign.leadspeekApiId,
    clientOrganizationID: campaign.clientOrganizationId,
    clientCampaignID: campaign.clientCampaignId,
    organization,
    group: groups.find((group) => group.companyGroupID === campaign.companyGroupId) ?? null,
    groups,
    organizations: orgs,
  };
}
