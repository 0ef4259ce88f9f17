// A lead's score (issue 25 item 2) as every lead list row, the lead page and the CSV carry it.
import { z } from 'zod';

export const leadScore = z
  .object({
    value: z
      .number()
      .int()
      .describe("From 0 to 100: how ready the visitor looks, by the campaign's scoring rules."),
    tags: z
      .array(z.string())
      .describe(
        '"hot" at or above the campaign\'s hot score, "returning" after a second visit, and the tags of the pages read.',
      ),
    reasons: z
      .array(z.object({ points: z.number().int(), text: z.string() }))
      .describe('One line for each part of the score, such as +30 "Viewed /pricing".'),
  })
  .strict();
export type LeadScoreSummary = z.infer<typeof leadScore>;
