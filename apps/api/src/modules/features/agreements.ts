// Marketing agreements (part 1 §3): beta feature terms and the developer marketing services terms.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, developerAgreements, featureAgreements } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { findBetaFeature, hasFeatureAgreement } from './beta-features.ts';

async function companyNameOf(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? '';
}

export async function featureAgreementStatus(ctx: AppContext, actor: Actor, featureId: number) {
  if (!(await findBetaFeature(ctx.db, featureId))) throw notFound();
  return {
    status: (await hasFeatureAgreement(ctx.db, actor.userId, featureId)) ? ('T' as const) : ('F' as const),
  };
}

/** Recording twice keeps the first agreement: saving is idempotent. */
export async function recordFeatureAgreement(
  ctx: AppContext,
  actor: Actor,
  input: { feature_id: number; location_menu: string },
  ip: string | null,
) {
  const feature = await findBetaFeature(ctx.db, input.feature_id);
  if (!feature) throw notFound();
  await ctx.db
    .insert(featureAgreements)
    .values({
      featureId: feature.id,
      userId: actor.userId,
      companyId: actor.companyId,
      companyName: await companyNameOf(ctx, actor.companyId),
      locationMenu: input.location_menu,
    })
    .onConflictDoNothing();
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'agreement',
    `Agreed to the ${feature.name} beta service agreement`,
  );
  return { status: 'T' as const, message: messages.agreementSaved };
}

export async function developerAgreementStatus(ctx: AppContext, actor: Actor) {
  const [row] = await ctx.db
    .select()
    .from(developerAgreements)
    .where(eq(developerAgreements.userId, actor.userId));
  return { status: row ? ('T' as const) : ('F' as const) };
}

export async function recordDeveloperAgreement(
  ctx: AppContext,
  actor: Actor,
  locationMenu: string,
  ip: string | null,
) {
  await ctx.db
    .insert(developerAgreements)
    .values({
      userId: actor.userId,
      companyId: actor.companyId,
      companyName: await companyNameOf(ctx, actor.companyId),
      locationMenu,
    })
    .onConflictDoNothing();
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'agreement',
    'Agreed to the developer marketing services agreement',
  );
  return { status: 'T' as const, message: messages.agreementSaved };
}
