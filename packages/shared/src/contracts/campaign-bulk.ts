// Pausing or resuming several campaigns at once (issue 23 point 8): one request, and per campaign
// what happened (done, or refused with the same sentence the single action answers).
import { z } from 'zod';
import { CAMPAIGN_STATUS_VALUES, campaignApiIdField } from '../rules/campaign-status.ts';

/** One page of the campaign list at most: the list's largest page size. */
export const BULK_CAMPAIGNS_MAX = 100;

export const bulkActivePauseRequest = z.object({
  leadspeek_api_ids: z
    .array(campaignApiIdField)
    .min(1, 'Select at least one campaign.')
    .max(BULK_CAMPAIGNS_MAX, `Select at most ${BULK_CAMPAIGNS_MAX} campaigns at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Select each campaign once.'),
  status: z.enum(['active', 'paused'], { message: "Send 'active' or 'paused'." }),
});
export type BulkActivePauseRequest = z.infer<typeof bulkActivePauseRequest>;

export const bulkCampaignResult = z.object({
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  result: z.enum(['done', 'refused']),
  /** The campaign's status afterwards (unchanged when refused). */
  status: z.enum(CAMPAIGN_STATUS_VALUES).nullable(),
  message: z.string(),
});
export type BulkCampaignResult = z.infer<typeof bulkCampaignResult>;

export const bulkActivePauseResponse = z.object({ results: z.array(bulkCampaignResult) });
