// checkCampaignActive (part 2 §7): before the edit form switches a product off, the active campaigns
// of that product below an agency or in a client. The page of the company's kind is the route's rule.
import type { checkCampaignActiveRequest } from '@lead/shared';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { activeCampaignIds } from './active-campaigns.ts';
import { managedCompanyRow } from './downline-scope.ts';

export async function checkCampaignActive(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof checkCampaignActiveRequest>,
) {
  const company = await managedCompanyRow(ctx.db, actor, input.company_id);
  const active = await activeCampaignIds(ctx.db, company.path, [input.leadspeek_type]);
  return { active_campaign_id: active[input.leadspeek_type] ?? [] };
}
