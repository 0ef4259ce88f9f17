// The billing key of an invoice a billing run issues: the contract's, with the campaign after it for
// One Time (two One Time campaigns of a client that started the same day are two invoices). Shared
// by the run and by the dashboard's spend (issue 23), which looks up whether a period is billed yet.
import { type BilledTerm, billingKeyOf } from '@lead/shared';

export function invoiceKeyOf(
  level: 'client' | 'agency',
  payerId: number,
  term: BilledTerm,
  zone: string,
  periodStart: string,
  campaignId: number,
): string {
  const key = billingKeyOf(level, payerId, term, zone, periodStart);
  return term === 'One Time' ? `${key}:${campaignId}` : key;
}
