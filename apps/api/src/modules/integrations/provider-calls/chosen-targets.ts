// What a campaign chose of one provider (part 2 §7: /gohighlevel/usertags, /mailboxpower/usergroups,
// /click-funnels/campaign/tags): read from the campaign's saved settings, not from the provider.
import { and, eq } from 'drizzle-orm';
import { campaignIntegrations, companyIntegrations } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../../platform/access/campaigns.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import type { Queryable } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { CampaignTargets, ProviderSlug } from '../connector.ts';
import { integrationCompanyOf } from './connected-provider.ts';

async function chosenTargetsOf(
  db: Queryable,
  { campaign }: VisibleCampaign,
  slug: ProviderSlug,
): Promise<CampaignTargets> {
  const [row] = await db
    .select({ targets: campaignIntegrations.targets })
    .from(campaignIntegrations)
    .innerJoin(companyIntegrations, eq(companyIntegrations.id, campaignIntegrations.integrationId))
    .where(and(eq(campaignIntegrations.campaignId, campaign.id), eq(companyIntegrations.slug, slug)))
    .limit(1);
  return row?.targets ?? {};
}

/** A campaign the caller sees; with `companyId`, it must be that company's (another's answers 404). */
async function campaignOf(ctx: AppContext, actor: Actor, campaignId: number, companyId?: number) {
  const visible = await visibleCampaign(ctx.db, actor, campaignId);
  if (companyId !== undefined) {
    const company = await integrationCompanyOf(ctx, actor, companyId);
    if (visible.company.id !== company.id) throw notFound();
  }
  return visible;
}

export async function goHighLevelChosenTags(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  companyId: number,
) {
  const targets = await chosenTargetsOf(
    ctx.db,
    await campaignOf(ctx, actor, campaignId, companyId),
    'gohighlevel',
  );
  return { tags: targets.tags ?? [] };
}

export async function mailboxPowerChosenGroups(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  companyId: number,
) {
  const targets = await chosenTargetsOf(
    ctx.db,
    await campaignOf(ctx, actor, campaignId, companyId),
    'mailboxpower',
  );
  return { tags: targets.groups ?? [] };
}

export async function clickFunnelsChosenTags(ctx: AppContext, actor: Actor, campaignId: number) {
  const targets = await chosenTargetsOf(ctx.db, await campaignOf(ctx, actor, campaignId), 'clickfunnels');
  return { tags: targets.tags ?? [] };
}
