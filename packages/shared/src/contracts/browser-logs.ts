// POST /general/user-log-saved (part 2 §7 "Settings"; the payload is ours): the browser reports what
// the server cannot see (a file saved from the page, a link copied) so it lands in the user log.
// Only these actions: a browser must not write a sign-in or a payment into someone's log.
import { z } from 'zod';
import { text } from './common.ts';

export const BROWSER_LOG_ACTIONS = ['file-download', 'link-copied'] as const;
export type BrowserLogAction = (typeof BROWSER_LOG_ACTIONS)[number];
/** Browser-reported rows one person may write a minute; past it 429 (a log is no free storage). */
export const BROWSER_LOGS_PER_MINUTE = 30;

export const userLogSavedRequest = z.object({
  action: z.enum(BROWSER_LOG_ACTIONS, { message: 'Not an action the browser may log.' }),
  description: text.trim().min(1, 'Describe what happened.').max(200),
  /** The campaign (leadspeek_api_id) the action was about; it must be one the caller sees. */
  campaign_id: text
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, 'Not a campaign id.')
    .optional()
    .nullable(),
});
export const userLogSavedResponse = z.object({ result: z.literal('success') });
