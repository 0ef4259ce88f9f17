// The price a new campaign is sold at (issue 5 point 3): the agency's costagency for the module and
// the campaign's term, with the root's enhance/b2b cost-per-lead minimum enforced here as well.
import {
  CAMPAIGN_FIELD_MESSAGES,
  type CampaignPriceCents,
  COST_AGENCY_SETTING,
  campaignPrice,
  completeCostAgency,
  dollarsToCents,
  type LeadModuleKind,
  type PaymentTerm,
  priceMinimumProblems,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';

/** A company's costagency, complete (every module and term). */
export async function costsOf(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, companyId), eq(companySettings.name, COST_AGENCY_SETTING)))
    .limit(1);
  return completeCostAgency(row?.value ?? null);
}

export type ExplicitPrice = { PlatformFee?: string; CostMonth?: string; CostSet?: string };

/**
 * The agency price, clamped up to the root minimum; or, when the agency sends its own amounts, those
 * amounts — an enhance or b2b CostSet below the root minimum is then refused, naming CostSet.
 */
export async function priceForNewCampaign(
  db: Queryable,
  ids: { agencyId: number; rootId: number },
  module: LeadModuleKind,
  term: PaymentTerm,
  explicit: ExplicitPrice,
): Promise<CampaignPriceCents> {
  const [agency, root] = await Promise.all([costsOf(db, ids.agencyId), costsOf(db, ids.rootId)]);
  const price = campaignPrice(agency, root, module, term);
  if (explicit.CostSet !== undefined) {
    const problems = priceMinimumProblems(
      { costPerLeadCents: dollarsToCents(explicit.CostSet) },
      root,
      module,
      term,
    );
    if (problems.CostSet) throw invalid(problems);
  }
  return {
    platformFeeCents:
      explicit.PlatformFee === undefined ? price.platformFeeCents : dollarsToCents(explicit.PlatformFee),
    minCostCents: explicit.CostMonth === undefined ? price.minCostCents : dollarsToCents(explicit.CostMonth),
    costPerLeadCents:
      explicit.CostSet === undefined ? price.costPerLeadCents : dollarsToCents(explicit.CostSet),
  };
}

/** Clients buy at the agency's price; only the agency (or platform staff) may name another. */
export function refuseClientPrice(isClient: boolean, explicit: ExplicitPrice): void {
  const sent = (['PlatformFee', 'CostMonth', 'CostSet'] as const).find(
    (field) => explicit[field] !== undefined,
  );
  if (isClient && sent) throw invalid({ [sent]: CAMPAIGN_FIELD_MESSAGES.priceByAgency });
}
