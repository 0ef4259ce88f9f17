// checkCampaignActive (part 2 §7): before the edit form switches a product off, the active campaigns
// of that product below an agency or in a client. The page of the company's kind is the route's rule.
import type { checkCampaignActiveRequest } from '@lead/shared';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedBy } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { activeCampaignIds } from './active-campaigns.ts';

export async function checkCampaignActive(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof checkCampaignActiveRequest>,
) {
  const company = await companyManagedBy(ctx.db, actor, input.company_id);
  const active = await activeCampaignIds(ctx.db, company, [input.leadspeek_type]);
  return { active_campaign_id: active[input.leadspeek_type] ?? [] };
}
