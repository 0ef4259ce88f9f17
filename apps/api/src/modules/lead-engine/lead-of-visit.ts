// The lead a visit makes: the campaign's price (a test lead is free) and the person's fields the
// campaign's module delivers. The pipeline and the release of a held lead both build it here.
import type { ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';
import type { Campaign, ClaimedVisit } from './batch-facts.ts';
import { leadFieldsOf } from './stages/lead-values.ts';
import type { NewLead } from './write-leads.ts';

export function newLead(
  visit: Pick<ClaimedVisit, 'id' | 'source' | 'keyword' | 'pageUrl' | 'receivedAtKey'>,
  campaign: Campaign,
  person: ResolvedPerson,
): NewLead {
  const test = visit.source === 'test';
  return {
    visitId: visit.id,
    receivedAt: visit.receivedAtKey,
    campaignId: campaign.id,
    companyId: campaign.companyId,
    module: campaign.module,
    personKey: person.key,
    source: visit.source,
    keyword: visit.keyword,
    sourceUrl: visit.pageUrl,
    priceCents: test ? 0 : campaign.costPerLeadCents,
    ...leadFieldsOf(campaign, person),
  };
}
