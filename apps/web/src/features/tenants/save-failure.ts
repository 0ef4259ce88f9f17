// What a failed add or edit says (part 2 §8): the server's message, or 'Server might be busy…' when
// there was no answer or the server failed; a refused product lists its active campaigns.
import { activeCampaignsRefusal, type LeadModuleKind, messages } from '@lead/shared';
import { ApiError } from '../../lib/api-error.ts';

export function saveFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return messages.serverError;
  return error.message || messages.serverError;
}

export type ActiveCampaigns = Partial<Record<LeadModuleKind, string[]>>;

/** The campaign ids per product of a 422 refusal to disable a product, if that is what it was. */
export function activeCampaignsOfRefusal(error: unknown): ActiveCampaigns | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const refusal = activeCampaignsRefusal.safeParse(error.body);
  return refusal.success ? refusal.data.active_campaign_id : null;
}
