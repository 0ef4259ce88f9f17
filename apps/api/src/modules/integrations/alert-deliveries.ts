// Issue 25 item 4: a visitor who comes back and now passes a campaign's alert rule (a score that
// rose past it, a page that earned the tag) is posted then, once: the delivery row is unique per
// lead and integration, so a lead already posted when it was made is not posted again.
import { type SQL, sql } from 'drizzle-orm';
import { ALERT_SLUGS, passesAlertRuleSql } from './alert-rule-sql.ts';
import { DELIVERIES_CHANNEL } from './create-deliveries-job.ts';
import { queueDeliveries, queuedColumns } from './delivery-queue-sql.ts';

/**
 * The statements, for a WITH, that make the alert deliveries the leads of `scored` now earn and wake
 * the delivery engine: `scored` is a relation of leads just scored again (id, campaign_id,
 * created_at, score, score_tags), such as an UPDATE's RETURNING, read as it is after the update.
 */
export const earnedAlertsOf = (scored: SQL): SQL => sql`earned_alerts as (
      insert into lead_deliveries (lead_id, integration_id, campaign_id, company_id, slug, idempotency_key,
        lead_created_at, lead_received_at, next_attempt_at)
      select s.id, ci.id, c.id, c.company_id, ci.slug,
        'msg_' || replace(gen_random_uuid()::text, '-', ''), s.created_at, s.received_at, now()
      from ${scored} s
      join campaigns c on c.id = s.campaign_id
      join campaign_integrations x on x.campaign_id = c.id and x.enabled
      join company_integrations ci on ci.id = x.integration_id
      where ci.status = 'connected' and ci.campaign_id is null and ci.company_id = c.company_id
        and ci.slug = any(${sql.param(ALERT_SLUGS)}::text[])
        and ${passesAlertRuleSql(sql`s`, sql`x.targets`)}
      order by s.id
      on conflict (lead_id, company_id, integration_id, lead_received_at) do nothing
      returning ${queuedColumns}
    ), alerts_queued as (${queueDeliveries(sql`earned_alerts`)}
    ), alerts_woken as (
      select pg_notify(${DELIVERIES_CHANNEL}, '') where exists (select 1 from alerts_queued)
    )`;
