// GET and PUT /leadspeek/campaign/{leadspeek_api_id}/page-rules (issue 25 item 3), added beside the
// spec's calls: a Site ID campaign's pages whose visitors are never identified, and the pages a
// visitor must have seen to become a lead (rules/page-rules.ts).
import { z } from 'zod';
import { campaignApiIdField } from '../rules/campaign-status.ts';
import { PAGE_RULE_LIMITS, pagePatternProblem } from '../rules/page-rules.ts';
import { text } from './common.ts';

// Spaces around a pattern are the typing's, not the pattern's: trimmed before it is judged.
/** A page path pattern (rules/page-rules.ts), as page rules and scoring rules take it. */
export const pagePattern = text.trim().superRefine((value, context) => {
  const problem = pagePatternProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const patterns = z
  .array(pagePattern)
  .max(PAGE_RULE_LIMITS.patternsPerList, `Use at most ${PAGE_RULE_LIMITS.patternsPerList} pages.`)
  // Matching ignores case, so "/Careers" after "/careers" is the same page: kept once, as first typed.
  .transform((list) =>
    list.filter(
      (value, index) => list.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
    ),
  );

export const campaignPageRulesParams = z.object({ leadspeek_api_id: campaignApiIdField });

export const pageRulesBody = z.object({ excluded: patterns, required: patterns });
export type PageRulesBody = z.input<typeof pageRulesBody>;

export const pageRulesResponse = z.object({
  excluded: z.array(z.string()),
  required: z.array(z.string()),
});

export const campaignPageRulesPath = (leadspeekApiId: string) =>
  `/leadspeek/campaign/${encodeURIComponent(leadspeekApiId)}/page-rules`;
