// What claimed deliveries send: each one's lead as providers get it. Read after the claim, in a
// statement of its own that names the leads' months and the journeys' as constants, so it is planned
// on those months' tables alone. Joined to the claimed rows inside the claim, the planner could prune
// no month at plan time: every month of leads and page views the platform kept was planned at each
// claim (at 24 months about five times a new platform's planning).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import {
  journeySummaryColumn,
  lastPagesColumn,
  type RawJourneySummary,
} from '../lead-journey/journey-sql.ts';
import type { LeadForDelivery } from './connector.ts';

/** The lead as the read's JSON carries it: PostgreSQL's times and the journey's raw summary. */
export type DeliveredLead = Omit<LeadForDelivery, 'journey'> & { journey: RawJourneySummary | null };

/** A claimed delivery's lead by its whole key; `story`: its provider shows the lead's last pages. */
export type DeliveryLeadKey = { id: number; companyId: number; receivedAtKey: string; story: boolean };

/** The leads of `keys` by id (one lead may go to several integrations); a deleted lead is missing. */
export async function readDeliveryLeads(
  db: Queryable,
  keys: readonly DeliveryLeadKey[],
): Promise<Map<number, DeliveredLead>> {
  if (keys.length === 0) return new Map();
  const unique = <Value>(values: readonly Value[]) => [...new Set(values)];
  const receivedAt = unique(keys.map((key) => key.receivedAtKey));
  const result = await db.execute<{ id: number; lead: DeliveredLead }>(sql`
    select l.id::int as id, json_build_object('leadId', l.id, 'campaignId', l.campaign_id,
      'campaignDisplayId', c.leadspeek_api_id, 'campaignName', c.campaign_name,
      'client', json_build_object('id', k.id, 'name', k.company_name), 'module', l.module,
      'firstName', l.first_name, 'lastName', l.last_name, 'email', l.email, 'phone', l.phone,
      'address', l.address, 'city', l.city, 'state', l.state, 'zip', l.zip,
      'companyName', l.company_name, 'jobTitle', l.job_title, 'keyword', l.keyword,
      'sourceUrl', l.source_url, 'createdAt', l.created_at,
      'journey', ${journeySummaryColumn(sql`l`, receivedAt)},
      'score', case when l.score is null then null else json_build_object('value', l.score,
        'tags', l.score_tags, 'reasons', coalesce(l.score_reasons, '[]'::jsonb)) end,
      'lastPages', case when l.id = any(${sql.param(keys.filter((key) => key.story).map((key) => key.id))}::bigint[])
        then ${lastPagesColumn(sql`l`, receivedAt)} end) as lead
    from leads l
    left join campaigns c on c.id = l.campaign_id
    left join companies k on k.id = c.company_id
    -- The leads' months as values: each lead is read from its month alone.
    where l.id = any(${sql.param(unique(keys.map((key) => key.id)))}::bigint[])
      and l.company_id = any(${sql.param(unique(keys.map((key) => key.companyId)))}::int[])
      and l.received_at = any(${sql.param(receivedAt)}::timestamptz[])`);
  return new Map(result.rows.map((row) => [row.id, row.lead]));
}
