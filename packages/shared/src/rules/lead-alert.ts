// Which leads a chat integration posts (issue 25 item 4): a campaign chooses, per Slack integration,
// hot leads (the campaign's hot score), leads at or above a score, leads with a tag, or every lead.
// The delivery hook applies the same rule in SQL (integrations/alert-rule-sql.ts); a table test holds
// the two together.
import { HOT_TAG } from './lead-score.ts';

export type AlertRule =
  | { kind: 'hot' }
  | { kind: 'score'; minScore: number }
  | { kind: 'tag'; tag: string }
  | { kind: 'every' };

export const ALERT_RULE_KINDS = ['hot', 'score', 'tag', 'every'] as const;

/** Until a campaign chooses: hot leads only, so a channel is not flooded with every visitor. */
export const DEFAULT_ALERT_RULE: AlertRule = { kind: 'hot' };

export const ALERT_SCORE_LIMITS = { min: 1, max: 100 } as const;

/** Whether a lead with this score (null: no page views, so no score) is posted. */
export function passesAlertRule(
  rule: AlertRule | null | undefined,
  score: { value: number; tags: readonly string[] } | null,
): boolean {
  const chosen = rule ?? DEFAULT_ALERT_RULE;
  if (chosen.kind === 'every') return true;
  if (!score) return false;
  if (chosen.kind === 'hot') return score.tags.includes(HOT_TAG);
  if (chosen.kind === 'score') return score.value >= chosen.minScore;
  return score.tags.includes(chosen.tag);
}

/** The rule in words, as the campaign's Slack panel and its summary show it. */
export function alertRuleLine(rule: AlertRule | null | undefined): string {
  const chosen = rule ?? DEFAULT_ALERT_RULE;
  if (chosen.kind === 'every') return 'Every lead';
  if (chosen.kind === 'hot') return 'Hot leads (at the campaign’s hot score)';
  if (chosen.kind === 'score') return `Leads scoring ${chosen.minScore} or more`;
  return `Leads tagged “${chosen.tag}”`;
}
