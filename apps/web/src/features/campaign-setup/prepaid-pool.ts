// What one prepaid pool costs (issue 16 point 4): leadsbuy leads at the campaign's cost per lead,
// and the set-up fee on the first pool only. The server charges it; the screens say it first.
import type { CampaignPriceCents } from '@lead/shared';

export type PrepaidPoolCents = { leads: number; poolCents: number; firstPoolCents: number };

/** Null until a whole number of leads above 0 is entered. */
export function prepaidPoolCents(leadsBuy: string, price: CampaignPriceCents): PrepaidPoolCents | null {
  const text = leadsBuy.trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0) return null;
  const leads = Number(text);
  const poolCents = leads * price.costPerLeadCents;
  return { leads, poolCents, firstPoolCents: poolCents + price.platformFeeCents };
}
