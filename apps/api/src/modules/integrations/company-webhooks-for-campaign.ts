// A company webhook as the campaign's Integrations panel shows it (issue 23 item 7): it serves every
// campaign below its company unless the campaign turned it off; the URL only for those who manage it.
import { type CompanyWebhookForCampaign, integrationDisplayName } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { VisibleCampaign } from '../../platform/access/campaigns.ts';
import { companyWebhooksServing, type ServingWebhook } from '../../platform/access/integrations.ts';
import type { Queryable } from '../../platform/db.ts';

export function companyWebhookView(
  serving: ServingWebhook,
  campaign: VisibleCampaign,
): CompanyWebhookForCampaign {
  const { integration, company, reachable } = serving;
  return {
    integration_id: integration.id,
    company_id: company.id,
    company_name: company.name,
    owner: company.id === campaign.company.id ? 'client' : 'agency',
    name: integrationDisplayName(integration),
    url: reachable ? integration.url : null,
    status: integration.status === 'error' ? 'error' : 'connected',
    serves_campaign: !serving.switchedOff,
    can_switch: reachable,
  };
}

export async function companyWebhooksForCampaign(db: Queryable, actor: Actor, campaign: VisibleCampaign) {
  const rows = await companyWebhooksServing(db, actor, campaign);
  return rows.map((row) => companyWebhookView(row, campaign));
}
