// A document behind a /download-auth/{pkdoc} link: the lead list of a campaign the caller may see
// (pkdoc is its leadspeek_api_id). Any other campaign answers 404, as if it did not exist.
import { count, eq } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { csvFileName } from '../reports/lead-csv.ts';

export const documentFileName = ({ campaign }: VisibleCampaign) =>
  csvFileName('leads', campaign.campaignName, campaign.leadspeekApiId);

export const documentLeads = ({ campaign }: VisibleCampaign) => eq(leads.campaignId, campaign.id);

export async function documentInfo(db: Queryable, actor: Actor, pkdoc: string) {
  const document = await visibleCampaign(db, actor, pkdoc);
  const [leadCount] = await db.select({ n: count() }).from(leads).where(documentLeads(document));
  return {
    pkdoc: document.campaign.leadspeekApiId,
    campaign_name: document.campaign.campaignName,
    company_name: document.company.companyName,
    module: document.campaign.module,
    lead_count: leadCount?.n ?? 0,
    file_name: documentFileName(document),
  };
}
