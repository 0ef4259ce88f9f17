// The price a new campaign starts from: its agency's costs for the module and term, with the root
// minimums (a client building for itself sees the price once the campaign is saved).
import {
  type CampaignPriceCents,
  type CostAgency,
  campaignPrice,
  type PaymentTerm,
  parseMoneyText,
  type TenantRow,
} from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { agencyCosts, campaignSetupKey } from './campaign-setup-api.ts';
import type { WizardValues } from './wizard-values.ts';

export type AgencyPricing = {
  /** The agency's cost settings for the chosen module and term (null until both are chosen). */
  price: CampaignPriceCents | null;
  /** The platform's costs: the enhance and b2b cost per lead minimums. */
  rootCosts: CostAgency | null;
  /** The agency's default payment term (dpay), once its costs are read. */
  defaultTerm: PaymentTerm | null;
  /** The agency's costs are still being read. */
  loading: boolean;
  failed: boolean;
};

export function useAgencyPricing(values: WizardValues, client: TenantRow | null): AgencyPricing {
  const agencyId = client?.parent_company_id ?? null;
  const costs = useQuery({
    queryKey: [...campaignSetupKey, 'costs', agencyId],
    queryFn: () => agencyCosts(agencyId ?? 0),
    enabled: agencyId !== null,
    retry: false,
  });
  const data = costs.data;
  const price =
    data && values.module && values.paymentTerm
      ? campaignPrice(data.data, data.rootcostagency, values.module, values.paymentTerm)
      : null;
  return {
    price,
    rootCosts: data?.rootcostagency ?? null,
    defaultTerm: data?.dpay ?? null,
    loading: agencyId !== null && costs.isPending,
    failed: costs.isError,
  };
}

/** The three amounts the price step holds, when each reads as money. */
export function typedPrice(values: WizardValues): CampaignPriceCents | null {
  const [platformFee, minCost, costPerLead] = [values.platformFee, values.minCost, values.costPerLead].map(
    parseMoneyText,
  );
  if (!platformFee?.ok || !minCost?.ok || !costPerLead?.ok) return null;
  return {
    platformFeeCents: platformFee.cents,
    minCostCents: minCost.cents,
    costPerLeadCents: costPerLead.cents,
  };
}

/** The price the campaign will be saved with: the one typed in the price step, else the agency's. */
export function useCampaignPrice(values: WizardValues, client: TenantRow | null): CampaignPriceCents | null {
  const agency = useAgencyPricing(values, client).price;
  return typedPrice(values) ?? agency;
}
