// Set Cost for Agency (part 2 §3 "Agency cost setting", §5): what the platform charges an agency per
// product and term. Enhance and b2b cost per lead may not go below the platform's own price.
import {
  COST_AGENCY_SETTING,
  COST_TERMS,
  type CostAgency,
  completeCostAgency,
  costAgencySetting,
  costField,
  costPerLeadMinimumNote,
  DEFAULT_PAYMENT_TERM,
  MINIMUM_CPL_MODULES,
  messages,
  PAYMENT_TERMS,
  type PaymentTerm,
  toAmount,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import {
  companyInTenantScope,
  companyManagedBy,
  type ProvenCompany,
} from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid, notFound, parseOrThrow } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { lineageIds } from '../white-label/company-settings.ts';

async function storedSetting(db: Queryable, companyId: number, name: string): Promise<unknown> {
  const [row] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, companyId), eq(companySettings.name, name)))
    .limit(1);
  return row?.value ?? null;
}

/**
 * An agency the actor manages from the agency list; reading also its own company's prices. The agency
 * list's page rule and Settings permission are the route's (waived for the caller's own company).
 */
async function costCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  mode: 'read' | 'save',
): Promise<ProvenCompany> {
  if (mode === 'read' && companyId === actor.companyId && actor.companyKind !== 'client')
    return companyInTenantScope(ctx.db, actor.scope, companyId);
  const agency = await companyManagedBy(ctx.db, actor, companyId);
  if (agency.kind !== 'agency') throw notFound();
  return agency;
}

const rootIdOf = (path: string) => lineageIds(path).at(-1) as number;

async function defaultTerm(db: Queryable, companyId: number): Promise<PaymentTerm> {
  const appearance = (await storedSetting(db, companyId, 'appearance')) as {
    paymenttermDefault?: unknown;
  } | null;
  const term = appearance?.paymenttermDefault;
  return (PAYMENT_TERMS as readonly unknown[]).includes(term) ? (term as PaymentTerm) : DEFAULT_PAYMENT_TERM;
}

export async function readCostAgency(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await costCompany(ctx, actor, companyId, 'read');
  const [own, root, dpay] = await Promise.all([
    storedSetting(ctx.db, company.id, COST_AGENCY_SETTING),
    storedSetting(ctx.db, rootIdOf(company.path), COST_AGENCY_SETTING),
    defaultTerm(ctx.db, company.id),
  ]);
  return { data: completeCostAgency(own), rootcostagency: completeCostAgency(root), dpay };
}

/** Field paths like 'enhance.Weekly.EnhanceCostperlead' whose cost per lead is below the platform's. */
function belowMinimum(costs: CostAgency, rootCosts: CostAgency): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const module of MINIMUM_CPL_MODULES)
    for (const term of COST_TERMS) {
      const field = costField(module, 'Costperlead');
      const minimum = rootCosts[module][term][field] ?? '0';
      if (toAmount(costs[module][term][field] ?? '0') < toAmount(minimum))
        problems[`${module}.${term}.${field}`] = costPerLeadMinimumNote(minimum);
    }
  return problems;
}

export async function saveCostAgency(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: unknown,
  ip: string | null,
) {
  const agency = await costCompany(ctx, actor, companyId, 'save');
  const costs = parseOrThrow(costAgencySetting, body);
  const rootCosts = completeCostAgency(
    await storedSetting(ctx.db, rootIdOf(agency.path), COST_AGENCY_SETTING),
  );
  const problems = belowMinimum(costs, rootCosts);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ companyId: agency.id, name: COST_AGENCY_SETTING, value: costs })
      .onConflictDoUpdate({
        target: [companySettings.companyId, companySettings.name],
        set: { value: costs, updatedAt: new Date() },
      });
    await logActorAction(tx, actor, ip, 'cost-agency', `Saved the costs of ${agency.companyName}`);
  });
  return { message: messages.settingHasBeenSaved };
}
