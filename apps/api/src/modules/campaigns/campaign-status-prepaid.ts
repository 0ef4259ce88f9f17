// Starting a Prepaid campaign (issue 16 point 4): its leads are bought up front, so the next pool is
// bought before the status changes.
import { activationProblem, campaignTransition, isWalletTerm, messages } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { buyPool } from '../wallet/prepaid-pools-job.ts';
import { activationFacts } from './campaign-status-facts.ts';

/**
 * Before a Prepaid campaign starts (issue 16 point 4): it needs an open pool, so the next one is
 * bought now (the client's card, or the agency's Data Wallet with manual bill), once per pool. A
 * purchase that fails refuses the start with the reason. Refusals of the start itself (status,
 * card, end date) are left to the status change, which checks them again under its lock.
 */
export async function prepaidLeadsForStart(ctx: AppContext, actor: Actor, leadspeekApiId: string, now: Date) {
  const { campaign, company } = await visibleCampaign(ctx.db, actor, leadspeekApiId);
  if (!isWalletTerm(campaign.paymentTerm)) return;
  if (!campaignTransition(campaign.status, 'activate').allowed) return;
  if (activationProblem(await activationFacts(ctx.db, campaign, company, now))) return;
  const bought = await buyPool(ctx, campaign.id, now, { resume: false });
  // 'capped' answers continual top-up only (a start sets no cap).
  if (bought.outcome === 'open' || bought.outcome === 'capped') return;
  if (bought.outcome === 'pending') throw new AppError(409, 'prepaidPoolPending');
  const error = new AppError(409, 'prepaidPoolFailed');
  error.message = messages.prepaidPoolFailed.replace('{reason}', bought.message);
  throw error;
}
