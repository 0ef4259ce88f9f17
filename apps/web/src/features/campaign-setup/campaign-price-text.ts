// The price of a campaign in words: set-up fee, platform fee per period, cost per lead.
import {
  type CampaignPriceCents,
  centsToDollars,
  formatCurrency,
  type PaymentTerm,
  termWording,
} from '@lead/shared';
import type { TFunction } from 'i18next';

const money = (cents: number) => formatCurrency(centsToDollars(cents));

export function campaignPriceText(t: TFunction, price: CampaignPriceCents, term: PaymentTerm): string {
  return [
    t('campaignSetup.review.platformFee', { amount: money(price.platformFeeCents) }),
    t('campaignSetup.review.perPeriod', {
      amount: money(price.minCostCents),
      period: termWording(term),
    }).trim(),
    t('campaignSetup.review.perLead', { amount: money(price.costPerLeadCents) }),
  ].join(', ');
}
