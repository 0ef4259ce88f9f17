// The campaign as the API answers with it (contracts/campaigns.ts campaignView), including the
// Site ID embed code a client copies into its site.
import { B2B_RETURNED_FIELDS, type CampaignView, ENHANCE_ATTRIBUTES } from '@lead/shared';
import type { campaigns, companies } from '../../db/schema/index.ts';

type CampaignRow = typeof campaigns.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** Where the platform answers (the host the caller used); the pixel itself is a later issue. */
export type PlatformOrigin = { protocol: string; host: string };

/** The origin the request came to (its protocol and host). */
export const platformOriginOf = (request: { protocol: string; host: string }): PlatformOrigin => ({
  protocol: request.protocol,
  host: request.host,
});

/** The tag a Site ID client pastes into its pages: the platform's pixel with the campaign key. */
export function embedCode(origin: PlatformOrigin, leadspeekApiId: string): string {
  const src = `${origin.protocol}://${origin.host}/pixel.js`;
  return `<script src="${src}" data-campaign="${leadspeekApiId}" async></script>`;
}

/** Enhance leads carry the attributes asked for; b2b leads always company, title, business e-mail. */
function returnedFields(campaign: CampaignRow): string[] {
  if (campaign.module === 'b2b') return [...B2B_RETURNED_FIELDS];
  if (campaign.module !== 'enhance') return [];
  const asked = (campaign.targeting as { attributes?: unknown }).attributes;
  return Array.isArray(asked) ? ENHANCE_ATTRIBUTES.filter((attribute) => asked.includes(attribute)) : [];
}

export function campaignViewOf(
  campaign: CampaignRow,
  company: CompanyRow,
  origin: PlatformOrigin,
): CampaignView {
  return {
    leadspeekID: campaign.id,
    leadspeek_api_id: campaign.leadspeekApiId,
    status: campaign.status,
    companyID: company.id,
    company_name: company.companyName,
    leadspeekType: campaign.module,
    campaignName: campaign.campaignName,
    companyGroupID: campaign.companyGroupId,
    clientOrganizationID: campaign.clientOrganizationId,
    clientCampaignID: campaign.clientCampaignId,
    clientHidePhone: campaign.clientHidePhone,
    reportType: campaign.reportType,
    reportSentTo: campaign.reportSentTo,
    adminNotifyTo: campaign.adminNotifyTo,
    leadsAmountNotification: campaign.leadsAmountNotification,
    urlCode: campaign.urlCode,
    urlCodeThankyou: campaign.urlCodeThankyou,
    gtminstalled: campaign.gtmInstalled,
    embed_code: campaign.module === 'local' ? embedCode(origin, campaign.leadspeekApiId) : null,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    originalStartDate: campaign.originalStartDate,
    originalEndDate: campaign.originalEndDate,
    timezone: campaign.timezone,
    locatorkeyword: campaign.locatorKeyword,
    locatorkeywordcontextual: campaign.locatorKeywordContextual,
    locatordesc: campaign.locatorDesc,
    nationaltargeting: campaign.nationalTargeting,
    locationtarget: campaign.locationTarget,
    locatorstate: campaign.locatorState,
    locatorcity: campaign.locatorCity,
    locatorzip: campaign.locatorZip.join('\n'),
    locatorrequire: campaign.locatorRequire,
    phoneenabled: campaign.phoneEnabled,
    homeaddressenabled: campaign.homeAddressEnabled,
    requireemailaddress: campaign.requireEmailAddress,
    reidentificationtype: campaign.reidentificationType,
    applyreidentificationall: campaign.applyReidentificationAll,
    targeting: campaign.targeting,
    returned_fields: returnedFields(campaign),
    PaymentTerm: campaign.paymentTerm,
    platform_fee_cents: campaign.platformFeeCents,
    min_cost_cents: campaign.minCostCents,
    cost_per_lead_cents: campaign.costPerLeadCents,
    LimitLead: campaign.limitLead,
    LimitLeadFreq: campaign.limitLeadFreq,
    LimitLeadStart: campaign.limitLeadStart,
    LimitLeadEnd: campaign.limitLeadEnd,
    leadsbuy: campaign.leadsBuy,
    topupoptions: campaign.topupOptions,
    contiDurationSelection: campaign.contiDurationSelection,
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
  };
}
