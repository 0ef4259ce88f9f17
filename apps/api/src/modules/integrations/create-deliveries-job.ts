// The lead engine's delivery hook (lead-engine/delivery-hooks.ts): for each newly delivered lead, one
// delivery row — the job — per integration its campaign uses (the campaign's enabled integrations,
// the campaign's webhook, and the webhooks of its client and agency unless the campaign turned one
// off), in the delivery's transaction, so a retried delivery job never makes a second row (unique per
// lead and integration). Then, at commit, the delivery engine is woken and every listening dashboard is told of the new leads.
import type { LiveLeadEvent } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { DeliveryHook } from '../../platform/delivery-hook.ts';
import { lineageIds } from '../white-label/company-settings.ts';

export const DELIVERIES_CHANNEL = 'lead_deliveries';
export const LIVE_LEADS_CHANNEL = 'live_leads';

/** A live event as sent through PostgreSQL: the lead, and the client's path for filtering listeners. */
export type LiveLeadNotice = LiveLeadEvent & { path: string };

export const queueIntegrationDeliveries: DeliveryHook = async (_ctx, campaign, delivered, tx) => {
  if (delivered.length === 0) return;
  const client = await tx.execute<{ path: string }>(
    sql`select path::text as path from companies where id = ${campaign.companyId}`,
  );
  const path = client.rows[0]?.path;
  if (!path) return;
  const lineage = lineageIds(path);
  const leadIds = delivered.map((lead) => lead.id);
  const created = await tx.execute(sql`
    insert into lead_deliveries (lead_id, integration_id, campaign_id, company_id, slug, idempotency_key,
      lead_created_at, next_attempt_at)
    select l.id, ci.id, ${campaign.id}, ${campaign.companyId}, ci.slug,
      'msg_' || replace(gen_random_uuid()::text, '-', ''), l.created_at, now()
    from leads l
    cross join company_integrations ci
    where l.id = any(${sql.param(leadIds)}::bigint[])
      and ci.status = 'connected'
      and (
        (ci.slug = 'webhook' and (ci.campaign_id = ${campaign.id}
          or (ci.campaign_id is null and ci.company_id = any(${sql.param(lineage)}::int[])
            -- a campaign may turn a company webhook off for itself (switch-company-webhook.ts)
            and not exists (select 1 from campaign_integrations off
              where off.campaign_id = ${campaign.id} and off.integration_id = ci.id and not off.enabled))))
        or (ci.slug <> 'webhook' and ci.campaign_id is null and ci.company_id = ${campaign.companyId}
          and exists (select 1 from campaign_integrations x
            where x.campaign_id = ${campaign.id} and x.integration_id = ci.id and x.enabled))
      )
    on conflict (lead_id, integration_id) do nothing`);
  if ((created.rowCount ?? 0) > 0) await tx.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);

  const notices = delivered.map(
    (lead): LiveLeadNotice => ({
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
      path,
    }),
  );
  await tx.execute(
    sql`select pg_notify(${LIVE_LEADS_CHANNEL}, notice) from unnest(${sql.param(notices.map((notice) => JSON.stringify(notice)))}::text[]) as notice`,
  );
};
