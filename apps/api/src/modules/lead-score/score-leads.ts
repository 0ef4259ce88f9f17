// Scores leads (issue 25 item 2): the facts of each journey are read in one statement and weighed by
// the campaign's rules in scoreOf (the one shared rule). The pipeline reads the facts of every browser
// its batch saw before it stores the batch's leads, so a new lead is inserted with its score (never
// written twice), and the earlier leads of visitors who came back are scored again. The re-score job
// and the refresh score chosen leads again (scoreLeads).
import { DEFAULT_SCORE_RULES, type LeadScore, pagePathOf, type ScoreRules, scoreOf } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { read, readOne } from '../../platform/read-together.ts';
import { earnedAlertsOf } from '../integrations/alert-deliveries.ts';
import {
  type BatchVisit,
  batchBrowsers,
  browserKey,
  pageViewsOf,
  pageViewsOfBrowsers,
  visitorOfVisit,
} from '../lead-journey/journey-sql.ts';

/** What scoreOf weighs of a journey, as the facts columns read it. */
type JourneyFacts = {
  visits: number;
  time_on_site_seconds: number;
  last_seen_at: string | null;
  pages: (string | null)[] | null;
};

/** The facts of the page views `j` (pageViewsOf or pageViewsOfBrowsers), aggregated. */
const factsColumns = sql`count(*) filter (where j.new_visit)::int as visits,
  coalesce(extract(epoch from sum(j.gap) filter (where not j.new_visit)), 0)::float8 as time_on_site_seconds,
  max(j.occurred_at) as last_seen_at,
  array_agg(distinct j.page_url) as pages`;

/** The score of a journey with page views; null without (forgotten, or never had any). */
export function scoreOfFacts(rules: ScoreRules | null, facts: JourneyFacts, now: Date): LeadScore | null {
  if (!facts.last_seen_at) return null;
  return scoreOf(
    rules ?? DEFAULT_SCORE_RULES,
    {
      paths: (facts.pages ?? []).map((page) => pagePathOf(page)),
      visits: facts.visits,
      time_on_site_seconds: facts.time_on_site_seconds,
      last_seen_at: new Date(facts.last_seen_at),
    },
    now,
  );
}

/** A score as the leads table stores it. */
export const scoreColumnsOf = (score: LeadScore | null) => ({
  score: score?.score ?? null,
  score_tags: score?.tags ?? [],
  score_reasons: score?.reasons ?? null,
  score_changes_at: score?.changes_at?.toISOString() ?? null,
});

/**
 * Writes the scores of existing leads, in id order like every other writer of many leads; with
 * `alerts`, in the same statement, the alert deliveries the new scores earn.
 */
async function writeScores(
  db: Queryable,
  scored: { id: number; score: LeadScore | null }[],
  { alerts = false } = {},
): Promise<number> {
  if (scored.length === 0) return 0;
  const rows = scored
    .map((lead) => ({ id: lead.id, ...scoreColumnsOf(lead.score) }))
    .sort((a, b) => a.id - b.id);
  const result = await db.execute<{ written: number }>(sql`
    with written as (
      update leads l set score = r.score, score_tags = r.score_tags, score_reasons = r.score_reasons,
        score_changes_at = r.score_changes_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id bigint, score smallint, score_tags text[], score_reasons jsonb, score_changes_at timestamptz)
      where l.id = r.id
      returning l.id, l.campaign_id, l.created_at, l.received_at, l.score, l.score_tags
    )${alerts ? sql`, ${earnedAlertsOf(sql`written`)}` : sql``}
    select (select count(*)::int from written) as written${
      alerts ? sql`, (select count(*) from alerts_woken) as woken` : sql``
    }`);
  return result.rows[0]?.written ?? 0;
}

/** Scores the leads (ids) by their campaigns' current rules, as of `now`; answers how many it wrote. */
export async function scoreLeads(db: Queryable, leadIds: readonly number[], now: Date): Promise<number> {
  if (leadIds.length === 0) return 0;
  const { rows } = await db.execute<JourneyFacts & { id: string | number; rules: ScoreRules | null }>(sql`
    select l.id, c.score_rules as rules, f.*
    from leads l
    join campaigns c on c.id = l.campaign_id
    cross join lateral (
      select ${factsColumns}
      from (${pageViewsOf(sql`l.campaign_id`, visitorOfVisit(sql`l.visit_id`))}) j
    ) f
    where l.id = any(${sql.param([...leadIds])}::bigint[]) and l.visit_id is not null`);
  return writeScores(
    db,
    rows.map((facts) => ({ id: Number(facts.id), score: scoreOfFacts(facts.rules, facts, now) })),
  );
}

export type BrowserFacts = JourneyFacts & { campaign_id: number; lead_ids: number[] };

/**
 * The journey facts of each browser of the resolver's batch (its page views, still queued, count
 * too), and the leads its page views made before.
 */
export function browserFactsRead(batch: readonly BatchVisit[]) {
  const relation = batchBrowsers(batch);
  const query = relation
    ? sql`select j.campaign_id, j.visitor_id, ${factsColumns},
        coalesce(array_agg(distinct j.lead_id) filter (where j.lead_id is not null), '{}') as lead_ids
      from (${pageViewsOfBrowsers(relation.browsers, relation.pending)}) j
      group by j.campaign_id, j.visitor_id`
    : null;
  return read(
    query,
    (rows: (BrowserFacts & { visitor_id: string })[]) =>
      new Map(rows.map((row) => [browserKey(row.campaign_id, row.visitor_id), row])),
  );
}

export const factsOfBrowsers = (
  db: Queryable,
  batch: readonly BatchVisit[],
): Promise<Map<string, BrowserFacts>> => readOne(db, browserFactsRead(batch));

/** Scores the earlier leads of the browsers whose visitors came back in a pipeline batch. */
export async function scoreReturningLeads(
  db: Queryable,
  facts: Map<string, BrowserFacts>,
  rulesOf: (campaignId: number) => ScoreRules | null,
  now: Date,
): Promise<number> {
  const scored = [...facts.values()].flatMap((browser) => {
    if (browser.lead_ids.length === 0) return [];
    const score = scoreOfFacts(rulesOf(browser.campaign_id), browser, now);
    return browser.lead_ids.map((id) => ({ id, score }));
  });
  // A visitor who came back may now be hot: its alert goes out the moment it lands (issue 25 item 4).
  return writeScores(db, scored, { alerts: true });
}
