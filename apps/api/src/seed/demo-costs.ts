// Demo prices: the platform's minimums (its own costagency) and an agency's prices above them.
import { COST_TERMS, type CostAgency, costField, emptyCostAgency, LEAD_MODULE_KINDS } from '@lead/shared';

const ROOT_COST_PER_LEAD = { local: '0.50', locator: '0.75', enhance: '1.00', b2b: '1.50' } as const;

function withCostPerLead(perLead: Record<keyof typeof ROOT_COST_PER_LEAD, string>): CostAgency {
  const costs = emptyCostAgency();
  for (const module of LEAD_MODULE_KINDS)
    for (const term of COST_TERMS) costs[module][term][costField(module, 'Costperlead')] = perLead[module];
  return costs;
}

export const ROOT_COSTS = withCostPerLead(ROOT_COST_PER_LEAD);

/** An agency's resale prices: twice the platform minimum per lead, plus a set-up and period fee. */
export function agencyCosts(root: CostAgency): CostAgency {
  const costs = structuredClone(root);
  for (const module of LEAD_MODULE_KINDS)
    for (const term of COST_TERMS) {
      const amounts = costs[module][term];
      const perLead = costField(module, 'Costperlead');
      amounts[perLead] = (Number(amounts[perLead]) * 2).toFixed(2);
      amounts[costField(module, 'PlatformFee')] = '250.00';
      amounts[costField(module, 'MinCostMonth')] = term === 'OneTime' ? '0.00' : '100.00';
    }
  return costs;
}

/** The public ids of the demo clients' active Site ID campaigns. */
export const DEMO_CAMPAIGN_IDS = { acme: '10000001', beta: '10000002' } as const;
