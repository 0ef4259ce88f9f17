// The e-mails a campaign's new leads send: the lead report to reportSentTo, and the leads-amount
// notification to adminNotifyTo when the campaign's lead count reaches leadsAmountNotification.
import type { campaigns } from '../../db/schema/index.ts';
import type { DeliveredLead } from './delivery-hooks.ts';

type Campaign = typeof campaigns.$inferSelect;
const LISTED_MAX = 50;

const nameOf = (lead: DeliveredLead) =>
  [lead.firstName, lead.lastName].filter(Boolean).join(' ') || '(no name)';

/** A lead's line in the report e-mail; the opt-out redaction finds stored copies by it. */
export function leadLine(lead: DeliveredLead): string {
  const parts = [nameOf(lead), lead.email, lead.phone, [lead.city, lead.state].filter(Boolean).join(', ')];
  if (lead.companyName) parts.push(`${lead.jobTitle ?? ''} at ${lead.companyName}`.trim());
  if (lead.keyword) parts.push(`searched "${lead.keyword}"`);
  const shown = parts.filter(Boolean).join(' · ');
  return lead.source === 'test' ? `${shown} (test lead)` : shown;
}

export const reportLineOf = (lead: DeliveredLead) => `- ${leadLine(lead)}`;

export function leadReportMail(campaign: Campaign, delivered: readonly DeliveredLead[]) {
  const listed = delivered.slice(0, LISTED_MAX).map(reportLineOf);
  const more =
    delivered.length > LISTED_MAX ? [`…and ${delivered.length - LISTED_MAX} more in the lead report.`] : [];
  const noun = delivered.length === 1 ? 'lead' : 'leads';
  return {
    subject: `${delivered.length} new ${noun} for ${campaign.campaignName}`,
    text: [
      `Campaign ${campaign.campaignName} (${campaign.leadspeekApiId}) has ${delivered.length} new ${noun}:`,
      '',
      ...listed,
      ...more,
      '',
    ].join('\n'),
  };
}

/** The notification is due when this delivery takes the campaign's total past the amount. */
export function amountReached(amount: number | null, before: number, after: number): boolean {
  return amount !== null && amount > 0 && before < amount && after >= amount;
}

export function leadsAmountMail(campaign: Campaign, total: number) {
  return {
    subject: `${campaign.campaignName} has reached ${total} leads`,
    text: `Campaign ${campaign.campaignName} (${campaign.leadspeekApiId}) has reached ${total} leads (notification set at ${campaign.leadsAmountNotification}).\n`,
  };
}
