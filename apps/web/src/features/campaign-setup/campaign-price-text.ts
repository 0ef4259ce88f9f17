// The price of a campaign in words: set-up fee, platform fee per period, cost per lead, each named
// by the shared money words.
import {
  type CampaignPriceCents,
  centsToDollars,
  formatCurrency,
  MONEY_WORDS,
  moneyLine,
  type PaymentTerm,
  platformFeeLabel,
} from '@lead/shared';

const money = (cents: number) => formatCurrency(centsToDollars(cents));

export function campaignPriceText(price: CampaignPriceCents, term: PaymentTerm): string {
  return [
    moneyLine(MONEY_WORDS.setupFee, money(price.platformFeeCents)),
    moneyLine(platformFeeLabel(term), money(price.minCostCents)),
    moneyLine(MONEY_WORDS.costPerLead, money(price.costPerLeadCents)),
  ].join(', ');
}
