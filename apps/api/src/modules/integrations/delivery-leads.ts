// What claimed deliveries send: each one's lead as providers get it, with the leads' months named as
// constants, so PostgreSQL plans those months' tables alone. Joined through the claimed rows without
// them, the claim planned every month of leads and page views the platform kept (at 24 months about
// five times a new platform's planning). The claim reads the leads of the recent months itself (one
// round trip, as before); a delivery of an older lead (one sent again from the log) is read after it
// by its exact month.
import { type SQL, sql } from 'drizzle-orm';
import { firstOfMonth } from '../../db/month-partitions.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  journeySummaryColumn,
  type LeadMonths,
  lastPagesColumn,
  type RawJourneySummary,
} from '../lead-journey/journey-sql.ts';
import type { LeadForDelivery } from './connector.ts';

/** The lead as the read's JSON carries it: PostgreSQL's times and the journey's raw summary. */
export type DeliveredLead = Omit<LeadForDelivery, 'journey'> & { journey: RawJourneySummary | null };

/**
 * The lead as providers get it, one JSON column of `l` (leads), `c` (its campaign) and `k` (its
 * client); `story`: a condition saying the delivery shows the lead's last pages.
 */
export const deliveredLeadColumn = (story: SQL, months: LeadMonths): SQL => sql`json_build_object(
    'leadId', l.id, 'campaignId', l.campaign_id,
    'campaignDisplayId', c.leadspeek_api_id, 'campaignName', c.campaign_name,
    'client', json_build_object('id', k.id, 'name', k.company_name), 'module', l.module,
    'firstName', l.first_name, 'lastName', l.last_name, 'email', l.email, 'phone', l.phone,
    'address', l.address, 'city', l.city, 'state', l.state, 'zip', l.zip,
    'companyName', l.company_name, 'jobTitle', l.job_title, 'keyword', l.keyword,
    'sourceUrl', l.source_url, 'createdAt', l.created_at,
    'journey', ${journeySummaryColumn(sql`l`, months)},
    'score', case when l.score is null then null else json_build_object('value', l.score,
      'tags', l.score_tags, 'reasons', coalesce(l.score_reasons, '[]'::jsonb)) end,
    'lastPages', case when ${story} then ${lastPagesColumn(sql`l`, months)} end)`;

/**
 * The months whose leads the claim reads itself: from the start of last month (a delivery is
 * retried for a day or so) to the end of next month (made ahead, db/month-partitions.ts).
 */
export function recentLeadMonths(now: Date): { from: Date; to: Date; months: LeadMonths } {
  const from = new Date(firstOfMonth(now, -1));
  const to = new Date(firstOfMonth(now, 2));
  return {
    from,
    to,
    months: (receivedAt) =>
      sql`${receivedAt} >= ${from.toISOString()}::timestamptz and ${receivedAt} < ${to.toISOString()}::timestamptz`,
  };
}

/** A claimed delivery's lead by its whole key; `story`: its provider shows the lead's last pages. */
export type DeliveryLeadKey = { id: number; companyId: number; receivedAtKey: string; story: boolean };

/**
 * The leads of `keys` by id, each read from its own month (one lead may go to several integrations,
 * and gets its last pages when one of them shows them); a deleted lead is missing.
 */
export async function readDeliveryLeads(
  db: Queryable,
  keys: readonly DeliveryLeadKey[],
): Promise<Map<number, DeliveredLead>> {
  if (keys.length === 0) return new Map();
  const unique = <Value>(values: readonly Value[]) => [...new Set(values)];
  const times = unique(keys.map((key) => key.receivedAtKey));
  const months: LeadMonths = (receivedAt) => sql`${receivedAt} = any(${sql.param(times)}::timestamptz[])`;
  const stories = keys.filter((key) => key.story).map((key) => key.id);
  const result = await db.execute<{ id: number; lead: DeliveredLead }>(sql`
    select l.id::int as id,
      ${deliveredLeadColumn(sql`l.id = any(${sql.param(stories)}::bigint[])`, months)} as lead
    from leads l
    left join campaigns c on c.id = l.campaign_id
    left join companies k on k.id = c.company_id
    where l.id = any(${sql.param(unique(keys.map((key) => key.id)))}::bigint[])
      and l.company_id = any(${sql.param(unique(keys.map((key) => key.companyId)))}::int[])
      and ${months(sql`l.received_at`)}`);
  return new Map(result.rows.map((row) => [row.id, row.lead]));
}
