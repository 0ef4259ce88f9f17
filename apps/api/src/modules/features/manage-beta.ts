// Platform staff decide who sees a beta feature: everyone, all agencies, or chosen beta users.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { betaFeatures, betaFeatureUsers } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { findUserInScope } from '../users/users-in-scope.ts';
import { findBetaFeature } from './beta-features.ts';

export async function listBetaFeatures(ctx: AppContext) {
  const features = await ctx.db.select().from(betaFeatures).orderBy(betaFeatures.id);
  const members = await ctx.db.select().from(betaFeatureUsers);
  return {
    features: features.map((feature) => ({
      id: feature.id,
      slug: feature.slug,
      name: feature.name,
      is_beta: feature.isBeta,
      apply_to_all_agency: feature.applyToAllAgency,
      beta_user_ids: members.filter((row) => row.featureId === feature.id).map((row) => row.userId),
    })),
  };
}

export async function updateBetaFeature(
  ctx: AppContext,
  actor: Actor,
  featureId: number,
  input: { is_beta: boolean; apply_to_all_agency: boolean },
  ip: string | null,
) {
  const [feature] = await ctx.db
    .update(betaFeatures)
    .set({ isBeta: input.is_beta, applyToAllAgency: input.apply_to_all_agency })
    .where(eq(betaFeatures.id, featureId))
    .returning();
  if (!feature) throw notFound();
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'beta-feature',
    `${feature.name}: beta ${input.is_beta ? 'on' : 'off'}, all agencies ${input.apply_to_all_agency ? 'on' : 'off'}`,
  );
  return listBetaFeatures(ctx);
}

export async function setBetaUser(
  ctx: AppContext,
  actor: Actor,
  featureId: number,
  input: { user_id: number; enabled: boolean },
  ip: string | null,
) {
  const feature = await findBetaFeature(ctx.db, featureId);
  const target = await findUserInScope(ctx.db, actor.scope, input.user_id);
  if (!feature || !target) throw notFound();
  if (input.enabled) {
    await ctx.db.insert(betaFeatureUsers).values({ featureId, userId: target.user.id }).onConflictDoNothing();
  } else {
    await ctx.db
      .delete(betaFeatureUsers)
      .where(and(eq(betaFeatureUsers.featureId, featureId), eq(betaFeatureUsers.userId, target.user.id)));
  }
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'beta-feature',
    `${feature.name}: ${input.enabled ? 'let in' : 'removed'} ${target.user.email}`,
  );
  return listBetaFeatures(ctx);
}
