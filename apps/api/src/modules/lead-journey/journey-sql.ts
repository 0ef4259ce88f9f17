// A lead's journey in SQL (issue 25 item 1): the page views of the lead's browser (the pixel's
// visitor id of the visit it came from) on the lead's campaign, read through visits_journey_idx.
// Nothing is copied at ingestion or resolution: the visits are the journey, so lists always show it
// whole and an opt-out that deletes the visits deletes the journey with them. The index holds only
// resolved page views, so ingestion never writes it (bench:ingest): a page view joins the journey
// when the resolver has taken it, within a second, and the resolver reads its own batch by id.
import { VISIT_GAP_MINUTES } from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsRelation } from '../../platform/sql-rows.ts';

/** The time since the browser's previous page view, and whether this one starts a visit (window w). */
const visitColumns = sql`v.occurred_at - lag(v.occurred_at) over w as gap,
    coalesce(v.continued = false, false) or lag(v.occurred_at) over w is null
      or v.occurred_at - lag(v.occurred_at) over w > ${VISIT_GAP_MINUTES} * interval '1 minute' as new_visit`;

/**
 * The page views of one browser on one campaign, oldest first, each with the time since the one
 * before and whether it starts a visit: the first, one the pixel marked as the start of a browser
 * session, or one after VISIT_GAP_MINUTES without a page view.
 */
export const pageViewsOf = (campaignId: SQL, visitorId: SQL): SQL => sql`
  select v.id, v.occurred_at, v.page_url, v.page_title, v.referrer, ${visitColumns}
  from ${journeyVisits(sql`v.campaign_id = ${campaignId} and v.visitor_id = ${visitorId}`)}
  window w as (order by v.occurred_at, v.id)`;

const JOURNEY_COLUMNS = sql`v.id, v.campaign_id, v.visitor_id, v.occurred_at, v.page_url, v.page_title,
  v.referrer, v.continued, v.lead_id`;

/**
 * The page views `matches` (a condition on `v`) names, as a relation `v`: the resolved ones, through
 * visits_journey_idx, and with `pending` (a condition on `v` naming the resolver's own batch, still
 * queued, by id and client company: see batchBrowsers) those too. A queued page view of another batch
 * is not the journey's yet.
 */
export const journeyVisits = (matches: SQL, pending?: SQL): SQL => sql`(
  select ${JOURNEY_COLUMNS} from visits v where ${matches} and v.status <> 'queued'
  ${
    pending
      ? sql`union all select ${JOURNEY_COLUMNS} from visits v
    where ${pending} and v.status = 'queued' and ${matches}`
      : sql``
  }) v`;

/** One key per browser on a campaign: the pipeline's maps of journeys and seen pages use it. */
export const browserKey = (campaignId: number, visitorId: string) => `${campaignId}|${visitorId}`;

/** A page view of the resolver's batch, as batchBrowsers groups it (receivedAtKey: ClaimedVisit's). */
export type BatchVisit = {
  id: number;
  campaignId: number;
  companyId: number;
  visitorId: string | null;
  receivedAt: Date;
  receivedAtKey: string;
};

/**
 * A condition on `alias` (page views, or leads, which keep their page view's time) that holds for
 * every row of `batch` and names its months as constants, so each statement that reads or writes the
 * batch by key is planned on the batch's month alone (db/month-partitions.ts), not on every month and
 * the default table. A Date drops the stored microseconds, hence the last millisecond's end.
 */
export function receivedInBatch(alias: SQL, batch: readonly { receivedAt: Date }[]): SQL {
  const times = batch.map((visit) => visit.receivedAt.getTime());
  const first = new Date(Math.min(...times)).toISOString();
  const end = new Date(Math.max(...times) + 1).toISOString();
  return sql`${alias}.received_at >= ${first}::timestamptz and ${alias}.received_at < ${end}::timestamptz`;
}

/**
 * The browsers of the resolver's batch as a relation b(campaign_id, visitor_id, company_id, pending,
 * pending_at), `pending` being the ids of the browser's own page views in the batch and `pending_at`
 * their received times, and the condition that reads them (for journeyVisits). Each browser looks up
 * only its own page views: with the whole batch's ids, a batch of 500 new browsers made 250,000 index
 * lookups (bench:pipeline 3,700 visits/s; 5,500 with this). They are read by the whole key (id, client
 * company, month): with the id alone no longer unique (the months' partitions), a young table's
 * statistics had them read through the campaign's index instead, every page view of the campaign
 * (bench:latency's lead row went from under a second to 40 s). Null when no page view of the batch
 * names its browser.
 */
export function batchBrowsers(batch: readonly BatchVisit[]): { browsers: SQL; pending: SQL } | null {
  const named = batch.flatMap((visit) =>
    visit.visitorId
      ? [
          {
            campaign_id: visit.campaignId,
            visitor_id: visit.visitorId,
            company_id: visit.companyId,
            id: visit.id,
            received_at: visit.receivedAtKey,
          },
        ]
      : [],
  );
  if (named.length === 0) return null;
  const visits = rowsRelation('p', named, {
    campaign_id: 'int',
    visitor_id: 'text',
    company_id: 'int',
    id: 'bigint',
    received_at: 'timestamptz',
  });
  return {
    browsers: sql`(select campaign_id, visitor_id, company_id, array_agg(id) as pending,
        array_agg(received_at) as pending_at
      from ${visits} group by campaign_id, visitor_id, company_id) b`,
    pending: sql`v.id = any(b.pending) and v.company_id = b.company_id and v.received_at = any(b.pending_at)
      and ${receivedInBatch(sql`v`, batch)}`,
  };
}

/**
 * pageViewsOf for many browsers at once: `browsers` is a relation b(campaign_id, visitor_id); each
 * page view also names its browser and the lead it made, if any. `pending`: see journeyVisits.
 */
export const pageViewsOfBrowsers = (browsers: SQL, pending?: SQL): SQL => sql`
  select v.campaign_id, v.visitor_id, v.id, v.occurred_at, v.page_url, v.lead_id, ${visitColumns}
  from ${browsers}
  cross join lateral ${journeyVisits(sql`v.campaign_id = b.campaign_id and v.visitor_id = b.visitor_id`, pending)}
  window w as (partition by v.campaign_id, v.visitor_id order by v.occurred_at, v.id)`;

/**
 * A condition on a received time (`received_at` of leads or page views) that names the months of the
 * leads a statement reads as constants, so PostgreSQL plans those months' tables alone.
 */
export type LeadMonths = (receivedAt: SQL) => SQL;

/**
 * The browser (visitor id) of a visit: a lead's journey is its visit's browser's page views.
 * `leadMonths`: the months of the leads a statement reads, when it knows them. A lead keeps its page
 * view's time (lead-of-visit.ts), so each lead's page view is then read from those months alone, not
 * looked up in every month of page views the platform keeps.
 */
export const visitorOfVisit = (visitId: SQL, leadMonths?: LeadMonths): SQL =>
  sql`(select sv.visitor_id from visits sv where sv.id = ${visitId}${
    leadMonths ? sql` and ${leadMonths(sql`sv.received_at`)}` : sql``
  })`;

/**
 * A scalar JSON column: the journey summary of the lead (null without page views), as
 * `RawJourneySummary`; `journeySummaryOf` turns it into the contract's shape. `leadMonths`: see
 * visitorOfVisit.
 */
export const journeySummaryColumn = (
  lead: SQL = sql`leads`,
  leadMonths?: LeadMonths,
) => sql<RawJourneySummary | null>`case
  -- A lead of a search or a list came from no page view: no subquery to plan and run (bench:delivery).
  when ${lead}.visit_id is null then null else (
  select case when count(*) = 0 then null else json_build_object(
    'first_seen_at', min(j.occurred_at), 'last_seen_at', max(j.occurred_at),
    'visits', count(*) filter (where j.new_visit), 'page_views', count(*),
    'time_on_site_seconds', coalesce(extract(epoch from sum(j.gap) filter (where not j.new_visit)), 0),
    'referrer', (array_agg(j.referrer order by j.occurred_at, j.id))[1],
    'landing_page', (array_agg(j.page_url order by j.occurred_at, j.id))[1]) end
  from (${pageViewsOf(sql`${lead}.campaign_id`, visitorOfVisit(sql`${lead}.visit_id`, leadMonths))}) j) end`;

/** The summary as PostgreSQL's JSON writes it (times with an offset, seconds with a fraction). */
export type RawJourneySummary = {
  first_seen_at: string;
  last_seen_at: string;
  visits: number;
  page_views: number;
  time_on_site_seconds: number;
  referrer: string | null;
  landing_page: string | null;
};

/** How many of a lead's last page views an alert or a CRM note shows. */
export const LAST_PAGES_SHOWN = 5;

/**
 * A scalar JSON column: the lead's browser's last LAST_PAGES_SHOWN page views, newest first, as
 * [{url, title, at}] (null without page views), read through visits_journey_idx. `leadMonths`: see
 * visitorOfVisit.
 */
export const lastPagesColumn = (lead: SQL, leadMonths?: LeadMonths) => sql<Array<{
  url: string | null;
  title: string | null;
  at: string;
}> | null>`case
  when ${lead}.visit_id is null then null else (
  select json_agg(json_build_object('url', p.page_url, 'title', p.page_title, 'at', p.occurred_at)
    order by p.occurred_at desc, p.id desc)
  from (select v.id, v.page_url, v.page_title, v.occurred_at from visits v
    where v.campaign_id = ${lead}.campaign_id and v.visitor_id = ${visitorOfVisit(sql`${lead}.visit_id`, leadMonths)}
      and v.status <> 'queued'
    order by v.occurred_at desc, v.id desc limit ${LAST_PAGES_SHOWN}) p) end`;
