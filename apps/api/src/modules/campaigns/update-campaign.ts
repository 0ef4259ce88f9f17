// PUT /leadspeek/client/update, /client/local/update, /client/locator/update: changes of a visible
// campaign. Only sent fields change; an archived campaign is not changed (409); every field rule
// is checked against the campaign as it would be stored, before anything is written.
import { CAMPAIGN_FIELD_MESSAGES as M, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { checkCampaignFields } from './campaign-checks.ts';
import { type CampaignFieldsInput, columnsOf } from './campaign-columns.ts';
import { campaignViewOf, type PlatformOrigin } from './campaign-view.ts';

export type UpdateKind = 'generic' | 'local' | 'locator';

export async function updateCampaign(
  ctx: AppContext,
  actor: Actor,
  kind: UpdateKind,
  input: CampaignFieldsInput & { leadspeekID: string | number },
  origin: PlatformOrigin,
  ip: string | null,
) {
  const { leadspeekID, ...fields } = input;
  const { campaign, company } = await visibleCampaign(ctx.db, actor, leadspeekID);
  if (campaign.status === 'archived') throw new AppError(409, 'invalidInput', { leadspeekID: M.archived });
  // The module routes accept only their module's campaigns.
  if (kind !== 'generic' && campaign.module !== kind)
    throw new AppError(422, 'invalidInput', { leadspeekID: M.wrongModule });
  const columns = columnsOf(fields);
  await checkCampaignFields(ctx.db, { client: company, module: campaign.module }, fields, {
    ...campaign,
    ...columns,
  });
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({
        ...columns,
        // The originals keep the dates as first set.
        originalStartDate: campaign.originalStartDate ?? columns.startDate ?? null,
        originalEndDate: campaign.originalEndDate ?? columns.endDate ?? null,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    const changed = Object.keys(fields).join(', ') || 'nothing';
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Updated ${kind === 'generic' ? '' : `${kind} `}campaign ${campaign.leadspeekApiId}: ${changed}`,
      campaign.leadspeekApiId,
    );
    return row ?? campaign;
  });
  return { message: messages.dataUpdated, campaign: campaignViewOf(updated, company, origin) };
}
