// Scores leads (issue 25 item 2): the facts of each lead's journey are read in one statement, weighed
// by its campaign's rules in scoreOf (the one shared rule) and written back in one statement. The
// pipeline scores the leads of every browser its batch saw (new leads, and older ones whose visitor
// came back); the re-score job and the nightly refresh score a campaign's leads again.
import { DEFAULT_SCORE_RULES, type LeadScore, pagePathOf, type ScoreRules, scoreOf } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { pageViewsOf, visitorOfVisit } from '../lead-journey/journey-sql.ts';

type JourneyFacts = {
  id: string | number;
  rules: ScoreRules | null;
  visits: number;
  time_on_site_seconds: number;
  last_seen_at: string | null;
  pages: (string | null)[] | null;
};

/** The score of a lead with page views; null without (its journey was forgotten or never was). */
function scoreOfFacts(facts: JourneyFacts, now: Date): LeadScore | null {
  if (!facts.last_seen_at) return null;
  return scoreOf(
    facts.rules ?? DEFAULT_SCORE_RULES,
    {
      paths: (facts.pages ?? []).map((page) => pagePathOf(page)),
      visits: facts.visits,
      time_on_site_seconds: facts.time_on_site_seconds,
      last_seen_at: new Date(facts.last_seen_at),
    },
    now,
  );
}

/** Scores the leads (ids) by their campaigns' current rules, as of `now`; answers how many it wrote. */
export async function scoreLeads(db: Queryable, leadIds: readonly number[], now: Date): Promise<number> {
  if (leadIds.length === 0) return 0;
  const { rows } = await db.execute<JourneyFacts>(sql`
    select l.id, c.score_rules as rules, f.visits, f.time_on_site_seconds, f.last_seen_at, f.pages
    from leads l
    join campaigns c on c.id = l.campaign_id
    cross join lateral (
      select count(*) filter (where j.new_visit)::int as visits,
        coalesce(extract(epoch from sum(j.gap) filter (where not j.new_visit)), 0)::float8 as time_on_site_seconds,
        max(j.occurred_at) as last_seen_at,
        array_agg(distinct j.page_url) as pages
      from (${pageViewsOf(sql`l.campaign_id`, visitorOfVisit(sql`l.visit_id`))}) j
    ) f
    where l.id = any(${sql.param([...leadIds])}::bigint[]) and l.visit_id is not null`);
  if (rows.length === 0) return 0;
  const scored = rows.map((facts) => {
    const score = scoreOfFacts(facts, now);
    return {
      id: Number(facts.id),
      score: score?.score ?? null,
      tags: score?.tags ?? [],
      reasons: score?.reasons ?? null,
      changes_at: score?.changes_at?.toISOString() ?? null,
    };
  });
  // In id order, like every other writer of many leads at once.
  scored.sort((a, b) => a.id - b.id);
  const result = await db.execute(sql`
    update leads l set score = r.score, score_tags = r.tags, score_reasons = r.reasons,
      score_changes_at = r.changes_at
    from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb)
      as r(id bigint, score smallint, tags text[], reasons jsonb, changes_at timestamptz)
    where l.id = r.id`);
  return result.rowCount ?? 0;
}

/**
 * The leads of the browsers whose page views a pipeline batch decided: its new leads, and the
 * earlier leads of visitors who came back (their visits, time and pages changed).
 */
export async function leadsOfBrowsers(
  db: Queryable,
  browsers: readonly { campaignId: number; visitorId: string }[],
): Promise<number[]> {
  if (browsers.length === 0) return [];
  const { rows } = await db.execute<{ lead_id: string | number }>(sql`
    select distinct v.lead_id
    from unnest(${sql.param(browsers.map((browser) => browser.campaignId))}::int[],
      ${sql.param(browsers.map((browser) => browser.visitorId))}::text[]) as b(campaign_id, visitor_id)
    join visits v on v.campaign_id = b.campaign_id and v.visitor_id = b.visitor_id
    where v.lead_id is not null`);
  return rows.map((row) => Number(row.lead_id));
}
