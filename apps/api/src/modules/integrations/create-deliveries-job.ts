// The lead engine's delivery hook (lead-engine/delivery-hooks.ts): for each newly delivered lead, one
// delivery row per integration its campaign uses (the campaign's enabled integrations, the campaign's
// webhook, and the webhooks of its client and agency unless the campaign turned one off; alert
// providers only for leads passing the campaign's alert rule), queued for the delivery engine
// (delivery-queue-sql.ts), in the delivery's transaction, so a retried delivery job never makes a
// second row (unique per lead and integration). Then, at commit, the delivery engine is woken and
// every listening dashboard is told of the new leads.
import type { LiveLeadEvent } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { DeliveryHook } from '../../platform/delivery-hook.ts';
import { receivedInBatch } from '../lead-journey/journey-sql.ts';
import { ALERT_SLUGS, passesAlertRuleSql } from './alert-rule-sql.ts';
import { queueDeliveries, queuedColumns } from './delivery-queue-sql.ts';

export const DELIVERIES_CHANNEL = 'lead_deliveries';
export const LIVE_LEADS_CHANNEL = 'live_leads';

/**
 * The payload on DELIVERIES_CHANNEL saying an integration's credentials changed (a secret rotated
 * with no grace): every engine drops what it cached of it, so the next delivery reads the new ones.
 */
export const INTEGRATION_CHANGED = 'integration:';

/** A live event as sent through PostgreSQL: the lead, and the client's path for filtering listeners. */
export type LiveLeadNotice = LiveLeadEvent & { path: string };

/**
 * One statement (issue 24: each round trip to PostgreSQL is time on a lead's way): the client's
 * path, its lineage (the path's ids), the delivery rows, the engine's wake-up when rows were made,
 * and the live events, which carry the path for filtering listeners.
 */
export const queueIntegrationDeliveries: DeliveryHook = async (_ctx, campaign, delivered, tx) => {
  if (delivered.length === 0) return;
  const leadIds = delivered.map((lead) => lead.id);
  const notices = delivered.map(
    (lead): LiveLeadEvent => ({
      id: lead.id,
      campaign_id: campaign.id,
      leadspeek_api_id: campaign.leadspeekApiId,
      campaign_name: campaign.campaignName,
      company_id: campaign.companyId,
      module: lead.module,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      city: lead.city,
      state: lead.state,
      created_at: lead.createdAt.toISOString(),
    }),
  );
  await tx.execute(sql`
    with client as (
      select path::text as path, string_to_array(path::text, '.')::int[] as lineage
      from companies where id = ${campaign.companyId}
    ), created as (
      insert into lead_deliveries (lead_id, integration_id, campaign_id, company_id, slug, idempotency_key,
        lead_created_at, lead_received_at, next_attempt_at)
      select l.id, ci.id, ${campaign.id}, ${campaign.companyId}, ci.slug,
        'msg_' || replace(gen_random_uuid()::text, '-', ''), l.created_at, l.received_at, now()
      from client
      cross join leads l
      cross join company_integrations ci
      where l.id = any(${sql.param(leadIds)}::bigint[]) and ${receivedInBatch(sql`l`, delivered)}
        and ci.status = 'connected'
        and (
          (ci.slug = 'webhook' and (ci.campaign_id = ${campaign.id}
            or (ci.campaign_id is null and ci.company_id = any(client.lineage)
              -- a campaign may turn a company webhook off for itself (switch-company-webhook.ts)
              and not exists (select 1 from campaign_integrations off
                where off.campaign_id = ${campaign.id} and off.integration_id = ci.id and not off.enabled))))
          or (ci.slug <> 'webhook' and ci.campaign_id is null and ci.company_id = ${campaign.companyId}
            and exists (select 1 from campaign_integrations x
              where x.campaign_id = ${campaign.id} and x.integration_id = ci.id and x.enabled
                -- alerts (Slack) only for the leads that pass the campaign's alert rule
                and (ci.slug <> all(${sql.param(ALERT_SLUGS)}::text[])
                  or ${passesAlertRuleSql(sql`l`, sql`x.targets`)})))
        )
      on conflict (lead_id, company_id, integration_id, lead_received_at) do nothing
      returning ${queuedColumns}
    ), queued as (${queueDeliveries(sql`created`)})
    select
      (select count(*) from (select pg_notify(${DELIVERIES_CHANNEL}, '') where exists (select 1 from queued)) woken),
      (select count(*) from client, lateral (
        select pg_notify(${LIVE_LEADS_CHANNEL}, (notice::jsonb || jsonb_build_object('path', client.path))::text)
        from unnest(${sql.param(notices.map((notice) => JSON.stringify(notice)))}::text[]) as notice) told)`);
};
