// What a Search ID, Enhance ID or B2B ID campaign asks the lead-data provider for: people searching
// its keywords inside its target (Search ID; Enhance ID with the keywords applied from an audience),
// or the business contacts of its industries, job titles and sizes (B2B ID).
import type { campaigns } from '../../db/schema/index.ts';
import type { MatchQuery, TargetLocation } from '../../platform/providers/lead-data-provider.ts';

type Campaign = typeof campaigns.$inferSelect;

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function targetLocationOf(campaign: Campaign): TargetLocation {
  if (campaign.nationalTargeting) return 'National Targeting';
  if (campaign.locatorZip.length > 0) return 'Zip Code';
  if (campaign.locatorState.length > 0 || campaign.locatorCity.length > 0) return 'State';
  return 'National Targeting';
}

export function feedQueryOf(campaign: Campaign): MatchQuery {
  const targetLocation = targetLocationOf(campaign);
  return {
    campaignKey: campaign.leadspeekApiId,
    kind: campaign.module === 'b2b' ? 'business' : 'keywords',
    keywords: campaign.locatorKeyword,
    target: {
      targetLocation,
      states: targetLocation === 'State' ? campaign.locatorState : [],
      cities: targetLocation === 'State' ? campaign.locatorCity : [],
      zipCodes: targetLocation === 'Zip Code' ? campaign.locatorZip : [],
    },
    industries: listOf(campaign.targeting.industries),
    jobTitles: listOf(campaign.targeting.jobTitles),
    companySizes: listOf(campaign.targeting.companySizes),
  };
}

/** Feeds serve the modules without a pixel; a keyword feed without keywords has nothing to find. */
export function campaignHasFeed(campaign: Campaign): boolean {
  if (campaign.module === 'b2b') return true;
  return (
    (campaign.module === 'locator' || campaign.module === 'enhance') && campaign.locatorKeyword.length > 0
  );
}
