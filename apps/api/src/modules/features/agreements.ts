// Marketing agreements (part 1 §3): beta feature terms and the developer marketing services terms.
import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { companies, developerAgreements, featureAgreements } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { InScope } from '../../platform/access/proof.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { developerAgreementsOf, findBetaFeature, hasFeatureAgreement } from './beta-features.ts';

async function companyNameOf(ctx: AppContext, company: InScope<'company'>) {
  const [row] = await ctx.db
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, company.id));
  return row?.name ?? '';
}

/** The ids a spec record names (user_id, company_id) must be the caller's own: nobody agrees for another. */
type NamedIds = { user_id?: number | undefined; company_id?: number | undefined };
function requireOwnIds(actor: Actor, named: NamedIds): void {
  if (named.user_id !== undefined && named.user_id !== actor.userId) throw notFound();
  if (named.company_id !== undefined && named.company_id !== actor.companyId) throw notFound();
}

export async function featureAgreementStatus(
  ctx: AppContext,
  actor: Actor,
  featureId: number,
  named: NamedIds = {},
) {
  requireOwnIds(actor, named);
  if (!(await findBetaFeature(ctx.db, featureId))) throw notFound();
  return {
    status: (await hasFeatureAgreement(ctx.db, selfOf(actor), featureId)) ? ('T' as const) : ('F' as const),
  };
}

/** Recording twice keeps the first agreement: saving is idempotent. */
export async function recordFeatureAgreement(
  ctx: AppContext,
  actor: Actor,
  input: NamedIds & { feature_id: number; location_menu: string },
  ip: string | null,
) {
  requireOwnIds(actor, input);
  const feature = await findBetaFeature(ctx.db, input.feature_id);
  if (!feature) throw notFound();
  const company = selfCompanyOf(actor);
  await ctx.db
    .insert(featureAgreements)
    .values({
      featureId: feature.id,
      userId: selfOf(actor).id,
      companyId: company.id,
      companyName: await companyNameOf(ctx, company),
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

export async function developerAgreementStatus(ctx: AppContext, actor: Actor, named: NamedIds = {}) {
  requireOwnIds(actor, named);
  const agreed = await developerAgreementsOf(ctx.db, selfOf(actor));
  const status = agreed.developer ? ('T' as const) : ('F' as const);
  // The spec reads is_marketing_services_agreement_developer (part 2 §7); status and billing are ours.
  return {
    status,
    is_marketing_services_agreement_developer: status,
    billing: agreed.billing ? ('T' as const) : ('F' as const),
  };
}

export async function recordDeveloperAgreement(
  ctx: AppContext,
  actor: Actor,
  input: NamedIds & { location_menu: string },
  ip: string | null,
) {
  requireOwnIds(actor, input);
  const locationMenu = input.location_menu;
  const company = selfCompanyOf(actor);
  await ctx.db
    .insert(developerAgreements)
    .values({
      userId: selfOf(actor).id,
      companyId: company.id,
      companyName: await companyNameOf(ctx, company),
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

/**
 * The developer billing agreement: calls made with API credentials may charge as the same clicks
 * would (a Prepaid campaign resumed buys its leads), without asking each time. It follows the
 * developer agreement (403 naming that one first); agreeing again changes nothing.
 */
export async function recordDeveloperBillingAgreement(
  ctx: AppContext,
  actor: Actor,
  input: { location_menu: string },
  ip: string | null,
) {
  const agreed = await ctx.db
    .update(developerAgreements)
    .set({ billingAgreedAt: sql`coalesce(${developerAgreements.billingAgreedAt}, now())` })
    .where(eq(developerAgreements.userId, selfOf(actor).id))
    .returning({ userId: developerAgreements.userId });
  if (agreed.length === 0) throw new AppError(403, 'developerAgreementFirst');
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'agreement',
    `Agreed to the developer billing agreement (${input.location_menu})`,
  );
  return { status: 'T' as const, message: messages.agreementSaved };
}
