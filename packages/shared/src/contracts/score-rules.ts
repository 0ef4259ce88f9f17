// GET and PUT /leadspeek/campaign/{leadspeek_api_id}/score-rules (issue 25 item 2), added beside the
// spec's calls: a Site ID campaign's scoring rules (rules/lead-score.ts) and how far the re-scoring of
// its last RESCORE_DAYS of leads has gone since they last changed.
import { z } from 'zod';
import { campaignApiIdField } from '../rules/campaign-status.ts';
import { SCORE_LIMITS, scoreTagProblem, tagOf } from '../rules/lead-score.ts';
import { text } from './common.ts';
import { pagePattern } from './page-rules.ts';

const points = (limit: number, field: string) =>
  z
    .number({ error: `Enter the ${field} as a whole number.` })
    .int(`Enter the ${field} as a whole number.`)
    .min(-limit, `The ${field} go from −${limit} to ${limit}.`)
    .max(limit, `The ${field} go from −${limit} to ${limit}.`);

const partPoints = (field: string) =>
  z
    .number({ error: `Enter the ${field} as a whole number.` })
    .int(`Enter the ${field} as a whole number.`)
    .min(0, `The ${field} go from 0 to ${SCORE_LIMITS.partPoints}.`)
    .max(SCORE_LIMITS.partPoints, `The ${field} go from 0 to ${SCORE_LIMITS.partPoints}.`);

const tag = text
  .max(200, `Use at most ${SCORE_LIMITS.tagLength} characters for a tag.`)
  .nullable()
  .superRefine((value, context) => {
    if (value === null || value.trim() === '') return;
    const problem = scoreTagProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === null || value.trim() === '' ? null : tagOf(value)));

export const scorePageRule = z.object({
  pattern: pagePattern,
  points: points(SCORE_LIMITS.pagePoints, 'page points'),
  tag,
});

export const scoreRulesBody = z.object({
  pages: z
    .array(scorePageRule)
    .max(SCORE_LIMITS.pageRules, `Use at most ${SCORE_LIMITS.pageRules} pages.`)
    .superRefine((pages, context) => {
      // Matching ignores case: "/Pricing" after "/pricing" would count the same page twice.
      pages.forEach((page, index) => {
        const first = pages.findIndex((other) => other.pattern.toLowerCase() === page.pattern.toLowerCase());
        if (first !== index)
          context.addIssue({
            code: 'custom',
            path: [index, 'pattern'],
            message: `"${page.pattern}" is listed twice: keep one line per page.`,
          });
      });
    }),
  return_visit_points: partPoints('points for a return visit'),
  minute_points: partPoints('points per minute'),
  recent_points: partPoints('points for a recent visit'),
  hot_score: z
    .number({ error: 'Enter the hot score as a whole number.' })
    .int('Enter the hot score as a whole number.')
    .min(1, 'The hot score goes from 1 to 100.')
    .max(100, 'The hot score goes from 1 to 100.'),
});
export type ScoreRulesBody = z.input<typeof scoreRulesBody>;

export const campaignScoreRulesParams = z.object({ leadspeek_api_id: campaignApiIdField });

/** The re-scoring a change of rules started: null before the first change. */
export const rescoreProgress = z.object({
  running: z.boolean(),
  /** Leads of the last RESCORE_DAYS to score, and how many are done. */
  total: z.number().int(),
  done: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RescoreProgress = z.infer<typeof rescoreProgress>;

export const scoreRulesResponse = z.object({
  rules: z.object({
    pages: z.array(z.object({ pattern: z.string(), points: z.number(), tag: z.string().nullable() })),
    return_visit_points: z.number(),
    minute_points: z.number(),
    recent_points: z.number(),
    hot_score: z.number(),
  }),
  /** Whether the campaign scores by the platform's default rules (it never saved its own). */
  defaults: z.boolean(),
  rescore: rescoreProgress.nullable(),
});
export type ScoreRulesResponse = z.infer<typeof scoreRulesResponse>;

export const campaignScoreRulesPath = (leadspeekApiId: string) =>
  `/leadspeek/campaign/${encodeURIComponent(leadspeekApiId)}/score-rules`;
