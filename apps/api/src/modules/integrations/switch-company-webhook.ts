// A campaign turns a company webhook off for itself, or on again (issue 23 item 7). The choice is a
// campaign_integrations row (enabled false), which the delivery hook reads; other campaigns keep the
// webhook. Only a webhook that serves the campaign and whose company the caller manages (404 otherwise).
import { type companyWebhookSwitchRequest, messages } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import { companyWebhooksServing } from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { companyWebhookView } from './company-webhooks-for-campaign.ts';

export async function switchCompanyWebhook(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof companyWebhookSwitchRequest>,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const campaign = await visibleCampaign(tx, actor, body.campaign_id);
    const serving = (await companyWebhooksServing(tx, actor, campaign)).find(
      (row) => row.integration.id === body.integration_id && row.reachable,
    );
    if (!serving) throw notFound();
    await tx
      .insert(campaignIntegrations)
      .values({
        campaignId: campaign.campaign.id,
        integrationId: serving.integration.id,
        enabled: body.enabled,
      })
      .onConflictDoUpdate({
        target: [campaignIntegrations.campaignId, campaignIntegrations.integrationId],
        set: { enabled: body.enabled, updatedAt: sql`now()` },
      });
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `Webhook of ${serving.company.name} (all campaigns) turned ${body.enabled ? 'on' : 'off'} for campaign ${campaign.campaign.leadspeekApiId}`,
      campaign.campaign.leadspeekApiId,
    );
    return {
      message: body.enabled ? messages.companyWebhookOn : messages.companyWebhookOff,
      company_webhook: companyWebhookView({ ...serving, switchedOff: !body.enabled }, campaign),
    };
  });
}
