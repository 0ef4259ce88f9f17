// The beta features as one platform offers them: the shared catalogue with that platform's flags.
// A platform whose staff never changed a flag keeps the feature closed (beta, not for all agencies).
import type { BetaFeatureRow } from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { betaFeatures, platformBetaFeatures } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export async function betaFeaturesOfPlatform(
  db: Queryable,
  rootCompanyId: number,
): Promise<BetaFeatureRow[]> {
  return db
    .select({
      id: betaFeatures.id,
      slug: betaFeatures.slug,
      name: betaFeatures.name,
      is_beta: sql<boolean>`coalesce(${platformBetaFeatures.isBeta}, true)`,
      apply_to_all_agency: sql<boolean>`coalesce(${platformBetaFeatures.applyToAllAgency}, false)`,
    })
    .from(betaFeatures)
    .leftJoin(
      platformBetaFeatures,
      and(
        eq(platformBetaFeatures.featureId, betaFeatures.id),
        eq(platformBetaFeatures.rootCompanyId, rootCompanyId),
      ),
    )
    .orderBy(asc(betaFeatures.id));
}

/** Sets one platform's flags of a feature (writing its row the first time). */
export async function setPlatformBetaFlags(
  db: Queryable,
  rootCompanyId: number,
  featureId: number,
  flags: { isBeta: boolean; applyToAllAgency: boolean },
): Promise<void> {
  await db
    .insert(platformBetaFeatures)
    .values({ rootCompanyId, featureId, ...flags })
    .onConflictDoUpdate({
      target: [platformBetaFeatures.rootCompanyId, platformBetaFeatures.featureId],
      set: flags,
    });
}
