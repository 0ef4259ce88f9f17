// Platform staff decide who on their platform sees a beta feature: everyone, all agencies, or chosen
// beta users. Flags and beta users are the platform's own: another platform's are neither listed
// nor changed.
import { and, eq } from 'drizzle-orm';
import { betaFeatureUsers, companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import { userInTenantScope } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { findBetaFeature } from './beta-features.ts';
import { betaFeaturesOfPlatform, setPlatformBetaFlags } from './platform-beta-flags.ts';

export async function listBetaFeatures(ctx: AppContext, actor: Actor) {
  const features = await betaFeaturesOfPlatform(ctx.db, actor.rootCompanyId);
  const members = await ctx.db
    .select({
      featureId: betaFeatureUsers.featureId,
      user_id: betaFeatureUsers.userId,
      name: users.name,
      email: users.email,
      company_name: companies.companyName,
    })
    .from(betaFeatureUsers)
    .innerJoin(users, eq(users.id, betaFeatureUsers.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(withinScope(actor.scope, companies.path))
    .orderBy(companies.companyName, users.name);
  return {
    features: features.map((feature) => {
      const beta = members.filter((row) => row.featureId === feature.id);
      return {
        ...feature,
        beta_user_ids: beta.map((row) => row.user_id),
        beta_users: beta.map(({ featureId: _feature, ...user }) => user),
      };
    }),
  };
}

export async function updateBetaFeature(
  ctx: AppContext,
  actor: Actor,
  featureId: number,
  input: { is_beta: boolean; apply_to_all_agency: boolean },
  ip: string | null,
) {
  const feature = await findBetaFeature(ctx.db, featureId);
  if (!feature) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await setPlatformBetaFlags(tx, actor.rootCompanyId, feature.id, {
      isBeta: input.is_beta,
      applyToAllAgency: input.apply_to_all_agency,
    });
    await logActorAction(
      tx,
      actor,
      ip,
      'beta-feature',
      `${feature.name}: beta ${input.is_beta ? 'on' : 'off'}, all agencies ${input.apply_to_all_agency ? 'on' : 'off'}`,
    );
  });
  return listBetaFeatures(ctx, actor);
}

export async function setBetaUser(
  ctx: AppContext,
  actor: Actor,
  featureId: number,
  input: { user_id: number; enabled: boolean },
  ip: string | null,
) {
  const feature = await findBetaFeature(ctx.db, featureId);
  // System users' scope is their whole platform: a user of another platform is not found.
  if (!feature) throw notFound();
  const target = await userInTenantScope(ctx.db, actor, input.user_id);
  await ctx.db.transaction(async (tx) => {
    if (input.enabled) {
      await tx.insert(betaFeatureUsers).values({ featureId, userId: target.user.id }).onConflictDoNothing();
    } else {
      await tx
        .delete(betaFeatureUsers)
        .where(and(eq(betaFeatureUsers.featureId, featureId), eq(betaFeatureUsers.userId, target.user.id)));
    }
    await logActorAction(
      tx,
      actor,
      ip,
      'beta-feature',
      `${feature.name}: ${input.enabled ? 'let in' : 'removed'} ${target.user.email}`,
    );
  });
  return listBetaFeatures(ctx, actor);
}
