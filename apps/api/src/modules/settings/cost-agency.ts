// Set Cost for Agency (part 2 §3 "Agency cost setting", §5): the agency's prices per product and term,
// set by platform staff, which its clients' campaigns start from and pay (issue 15 point 3: retail).
// The platform bills the agency its own prices (the root's setting, rootcostagency: the wholesale
// minimums), so enhance and b2b cost per lead may not go below them.
import {
  COST_AGENCY_SETTING,
  COST_TERMS,
  type CostAgency,
  type CostAgencyChange,
  completeCostAgency,
  costAgencySetting,
  costField,
  costPerLeadMinimumNote,
  MINIMUM_CPL_MODULES,
  messages,
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
import { defaultPaymentTermOf } from './appearance-setting.ts';

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

export async function readCostAgency(ctx: AppContext, actor: Actor, companyId: number) {
  const company = await costCompany(ctx, actor, companyId, 'read');
  const [own, root, dpay] = await Promise.all([
    storedSetting(ctx.db, company.id, COST_AGENCY_SETTING),
    storedSetting(ctx.db, rootIdOf(company.path), COST_AGENCY_SETTING),
    defaultPaymentTermOf(ctx.db, company.path),
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

/** Stores an agency's whole cost object once every amount passed; `problems` are the refusals found. */
async function storeCosts(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  costs: CostAgency,
  problems: Record<string, string>,
  ip: string | null,
) {
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

const rootCostsOf = async (db: Queryable, agency: ProvenCompany) =>
  completeCostAgency(await storedSetting(db, rootIdOf(agency.path), COST_AGENCY_SETTING));

/** Ours: the whole cost object, every module, term and amount. */
export async function saveCostAgency(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: unknown,
  ip: string | null,
) {
  const agency = await costCompany(ctx, actor, companyId, 'save');
  const costs = parseOrThrow(costAgencySetting, body);
  return storeCosts(ctx, actor, agency, costs, belowMinimum(costs, await rootCostsOf(ctx.db, agency)), ip);
}

/**
 * The spec's form (updateGeneralSetting, comsetname costagency): the amounts sent replace the saved
 * ones, the rest stay. Each amount sent is checked as in the whole object; errors name comsetval's path.
 */
export async function saveCostAgencyChange(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  change: CostAgencyChange,
  ip: string | null,
) {
  const agency = await costCompany(ctx, actor, companyId, 'save');
  const costs = completeCostAgency(await storedSetting(ctx.db, agency.id, COST_AGENCY_SETTING));
  const sent = new Set<string>();
  for (const [module, terms] of Object.entries(change))
    for (const [term, amounts] of Object.entries(terms ?? {}))
      for (const [field, value] of Object.entries(amounts ?? {})) {
        if (value === undefined) continue;
        costs[module as keyof CostAgency][term as keyof CostAgency['local']][field] = value;
        sent.add(`${module}.${term}.${field}`);
      }
  const problems = Object.fromEntries(
    Object.entries(belowMinimum(costs, await rootCostsOf(ctx.db, agency)))
      .filter(([path]) => sent.has(path))
      .map(([path, note]) => [`comsetval.${path}`, note]),
  );
  return storeCosts(ctx, actor, agency, costs, problems, ip);
}
