// The price a new campaign will have: its agency's costs for the module and term, with the root
// minimums (a client building for itself sees the price once the campaign is saved).
import { type CampaignPriceCents, campaignPrice, type TenantRow } from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { agencyCosts, campaignSetupKey } from './campaign-setup-api.ts';
import type { WizardValues } from './wizard-values.ts';

export function useCampaignPrice(values: WizardValues, client: TenantRow | null): CampaignPriceCents | null {
  const agencyId = client?.parent_company_id ?? null;
  const costs = useQuery({
    queryKey: [...campaignSetupKey, 'costs', agencyId],
    queryFn: () => agencyCosts(agencyId ?? 0),
    enabled: agencyId !== null,
    retry: false,
  });
  if (!costs.data || !values.module || !values.paymentTerm) return null;
  return campaignPrice(costs.data.data, costs.data.rootcostagency, values.module, values.paymentTerm);
}
