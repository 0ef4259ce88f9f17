// The package prices the platform owner sets in General Settings (issue 15 point 5): stored on the
// platform root as the company setting 'packageprices', in cents; FREE always costs 0.
import {
  PACKAGE_PLANS,
  PACKAGE_RULES,
  PAID_PACKAGES,
  type PackagePrices,
  type PackagePricesRequest,
  type PackagePricesResponse,
  packagePriceCents,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { logActorAction } from '../../platform/user-log.ts';

export const PACKAGE_PRICES_SETTING = 'packageprices';

type Stored = { prices: Partial<PackagePrices>; updatedAt: Date | null };

const centsOf = (dollars: string) => Math.round(Number(dollars) * 100);

/** Only whole non-negative cents of known packages are read back; anything else counts as unset. */
function pricesOf(value: unknown): Partial<PackagePrices> {
  const prices: Partial<PackagePrices> = {};
  if (!value || typeof value !== 'object') return prices;
  for (const plan of PAID_PACKAGES) {
    const cents = (value as Record<string, unknown>)[plan];
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0) prices[plan] = cents;
  }
  return prices;
}

export async function storedPackagePrices(db: Queryable, root: InScope<'company'>): Promise<Stored> {
  const [row] = await db
    .select({ value: companySettings.value, updatedAt: companySettings.updatedAt })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, root.id), eq(companySettings.name, PACKAGE_PRICES_SETTING)))
    .limit(1);
  return { prices: pricesOf(row?.value), updatedAt: row?.updatedAt ?? null };
}

export function packagePricesView(stored: Stored): PackagePricesResponse {
  return {
    packages: PACKAGE_PLANS.map((plan) => ({
      package_id: plan,
      price_cents: packagePriceCents(stored.prices, plan),
      period: PACKAGE_RULES[plan].period,
      white_label: PACKAGE_RULES[plan].whiteLabel,
    })),
    updated_at: stored.updatedAt?.toISOString() ?? null,
  };
}

export async function savePackagePrices(
  ctx: AppContext,
  actor: Actor,
  root: InScope<'company'>,
  input: PackagePricesRequest,
  ip: string | null,
): Promise<PackagePricesResponse> {
  const value = Object.fromEntries(PAID_PACKAGES.map((plan) => [plan, centsOf(input[plan])]));
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ companyId: root.id, name: PACKAGE_PRICES_SETTING, value })
      .onConflictDoUpdate({
        target: [companySettings.companyId, companySettings.name],
        set: { value, updatedAt: new Date() },
      });
    const listed = PAID_PACKAGES.map((plan) => `${plan} $${input[plan]}`).join(', ');
    await logActorAction(tx, actor, ip, 'setting', `Package prices set: ${listed}`);
  });
  return packagePricesView(await storedPackagePrices(ctx.db, root));
}
