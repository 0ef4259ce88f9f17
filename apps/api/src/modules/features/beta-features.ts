// Beta features (data_wallet, b2b_module), who is let in, and what each user agreed to.
import { and, eq } from 'drizzle-orm';
import {
  betaFeatures,
  betaFeatureUsers,
  developerAgreements,
  featureAgreements,
} from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { betaFeaturesOfPlatform } from './platform-beta-flags.ts';

export type BetaSlug = 'b2b_module' | 'data_wallet';

/** A user's beta facts: its platform's flags, whether it was let in, what it agreed to. */
export async function betaStateFor(db: Queryable, user: InScope<'user'>, rootCompanyId: number) {
  const userId = user.id;
  const features = await betaFeaturesOfPlatform(db, rootCompanyId);
  const memberships = await db.select().from(betaFeatureUsers).where(eq(betaFeatureUsers.userId, userId));
  const agreed = await db.select().from(featureAgreements).where(eq(featureAgreements.userId, userId));
  const developerAgreed = await developerAgreementsOf(db, user);
  const find = (slug: BetaSlug) => features.find((feature) => feature.slug === slug) ?? null;
  const member = (slug: BetaSlug) => memberships.some((row) => row.featureId === find(slug)?.id);
  const agreedTo = (slug: BetaSlug) => agreed.some((row) => row.featureId === find(slug)?.id);
  const b2b = find('b2b_module');
  const wallet = find('data_wallet');
  return {
    betaFeatures: { b2b_module: b2b, data_wallet: wallet },
    betaUserOf: { b2b_module: member('b2b_module'), data_wallet: member('data_wallet') },
    agreements: {
      b2b_module: agreedTo('b2b_module'),
      data_wallet: agreedTo('data_wallet'),
      developer: developerAgreed.developer,
      developer_billing: developerAgreed.billing,
    },
  };
}

export async function findBetaFeature(db: Queryable, featureId: number) {
  const [feature] = await db.select().from(betaFeatures).where(eq(betaFeatures.id, featureId));
  return feature ?? null;
}

export async function hasFeatureAgreement(db: Queryable, user: InScope<'user'>, featureId: number) {
  const [row] = await db
    .select({ id: featureAgreements.id })
    .from(featureAgreements)
    .where(and(eq(featureAgreements.userId, user.id), eq(featureAgreements.featureId, featureId)));
  return Boolean(row);
}

/**
 * Which developer agreements the user accepted (API KEY, part 1 §6): the marketing services
 * agreement, and after it the billing agreement.
 */
export async function developerAgreementsOf(db: Queryable, user: InScope<'user'>) {
  const [row] = await db
    .select({ billingAgreedAt: developerAgreements.billingAgreedAt })
    .from(developerAgreements)
    .where(eq(developerAgreements.userId, user.id));
  return { developer: Boolean(row), billing: Boolean(row?.billingAgreedAt) };
}

/** Whether the user accepted the developer marketing services agreement. */
export async function hasDeveloperAgreement(db: Queryable, user: InScope<'user'>) {
  return (await developerAgreementsOf(db, user)).developer;
}
