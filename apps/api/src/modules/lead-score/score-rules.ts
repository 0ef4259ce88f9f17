// A Site ID campaign's scoring rules (issue 25 item 2): read and replaced whole by whoever may read
// or edit the campaign. A change re-scores the campaign's leads of the last RESCORE_DAYS in the
// background (rescore-job.ts); saving the rules it already has changes nothing and starts nothing,
// so a double click or a replayed request re-scores once.
import {
  DEFAULT_SCORE_RULES,
  messages,
  type RescoreProgress,
  type ScoreRules,
  type ScoreRulesResponse,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { leadsToRescore, rescoreLeadsJob } from './rescore-job.ts';

/** The re-scoring of a campaign the caller proved it may see. */
async function progressOf(db: Queryable, proven: VisibleCampaign): Promise<RescoreProgress | null> {
  const { rows } = await db.execute<{
    total: number;
    done: number;
    started_at: string;
    finished_at: string | null;
  }>(
    sql`select total, done, started_at, finished_at from lead_rescores where campaign_id = ${proven.campaign.id}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    running: row.finished_at === null,
    total: row.total,
    done: row.done,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

const responseOf = (rules: ScoreRules | null, rescore: RescoreProgress | null): ScoreRulesResponse => ({
  rules: rules ?? DEFAULT_SCORE_RULES,
  defaults: rules === null,
  rescore,
});

export async function readScoreRules(db: Queryable, actor: Actor, leadspeekApiId: string) {
  const proven = await visibleCampaign(db, actor, leadspeekApiId);
  return responseOf(proven.campaign.scoreRules, await progressOf(db, proven));
}

export async function saveScoreRules(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
  body: ScoreRules,
  ip: string,
): Promise<ScoreRulesResponse> {
  const proven = await visibleCampaign(ctx.db, actor, leadspeekApiId);
  const { campaign } = proven;
  // Only page views have pages, visits and time to weigh: a search or a list has none.
  if (campaign.module !== 'local') throw invalid({ leadspeek_api_id: messages.scoreRulesSiteIdOnly });
  const rules: ScoreRules = {
    pages: body.pages.map((page) => ({ pattern: page.pattern, points: page.points, tag: page.tag })),
    return_visit_points: body.return_visit_points,
    minute_points: body.minute_points,
    recent_points: body.recent_points,
    hot_score: body.hot_score,
  };
  const now = new Date();
  const version = await ctx.db.transaction(async (tx) => {
    // Under the row's lock a concurrent save of the same rules finds nothing to change.
    const changed = await tx.execute(sql`update campaigns set score_rules = ${JSON.stringify(rules)}::jsonb,
        updated_at = ${now}
      where id = ${campaign.id} and score_rules is distinct from ${JSON.stringify(rules)}::jsonb
      returning id`);
    if (changed.rows.length === 0) return null;
    const total = await leadsToRescore(tx, campaign.id, now);
    const { rows } = await tx.execute<{ version: number }>(sql`
      insert into lead_rescores (campaign_id, version, total, done, after_lead_id, started_at, finished_at)
      values (${campaign.id}, 1, ${total}, 0, 0, ${now}, ${total === 0 ? now : null})
      on conflict (campaign_id) do update set version = lead_rescores.version + 1, total = excluded.total,
        done = 0, after_lead_id = 0, started_at = excluded.started_at, finished_at = excluded.finished_at
      returning version`);
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Scoring rules of campaign ${campaign.leadspeekApiId}: ${rules.pages.length} pages, hot from ${rules.hot_score}; ${total} leads to re-score`,
      campaign.leadspeekApiId,
    );
    return total === 0 ? null : (rows[0]?.version ?? null);
  });
  // A lost send is resumed by the refresh job (score-refresh-job.ts).
  if (version !== null) await ctx.queue.send(rescoreLeadsJob, { campaignId: campaign.id, version });
  return responseOf(rules, await progressOf(ctx.db, proven));
}
