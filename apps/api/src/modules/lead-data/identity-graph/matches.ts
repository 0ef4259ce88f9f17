// A campaign's feed in the built-in graph: of the people its query finds, a stable sample "shows
// up" in each five-minute slot (by a hash of campaign, slot and person), so a feed run twice for the
// same slot finds the same people and a new slot finds new ones.
import type { AudienceMatch, MatchQuery } from '../../../platform/providers/lead-data-provider.ts';
import { inTarget, searchersOf } from './audience-count.ts';
import type { GraphPerson, IdentityGraph } from './graph.ts';
import { publicPerson, stableHash } from './resolve.ts';
import { contentTokens } from './tokens.ts';

export const SLOT_MS = 5 * 60_000;
/** Per five-minute slot, how many in a thousand matching people appear. */
export const PER_MILLE_PER_SLOT = 8;

function businessMatches(query: MatchQuery): (person: GraphPerson) => boolean {
  const industries = new Set(query.industries.map((name) => name.toLowerCase()));
  const titleWords = query.jobTitles.map((title) => contentTokens(title));
  const sizes = new Set(query.companySizes);
  return (person) => {
    const business = person.business;
    if (!business) return false;
    if (industries.size > 0 && !industries.has(business.industry.toLowerCase())) return false;
    if (sizes.size > 0 && !sizes.has(business.companySize)) return false;
    if (titleWords.length === 0) return true;
    const title = new Set(contentTokens(business.jobTitle));
    return titleWords.some((words) => words.every((word) => title.has(word)));
  };
}

export function matchesInGraph(graph: IdentityGraph, query: MatchQuery, window: { from: Date; to: Date }) {
  const firstSlot = Math.floor(window.from.getTime() / SLOT_MS);
  const lastSlot = Math.ceil(window.to.getTime() / SLOT_MS);
  const inside = inTarget(query.target);
  const candidates: { index: number; keyword: string | null }[] = [];
  if (query.kind === 'keywords') {
    const seen = new Set<number>();
    for (const keyword of query.keywords) {
      for (const index of searchersOf(graph, keyword)) {
        if (seen.has(index)) continue;
        seen.add(index);
        candidates.push({ index, keyword });
      }
    }
  } else {
    const wanted = businessMatches(query);
    graph.people.forEach((person, index) => {
      if (wanted(person)) candidates.push({ index, keyword: null });
    });
  }
  const found: AudienceMatch[] = [];
  for (let slot = firstSlot; slot < lastSlot; slot++) {
    for (const { index, keyword } of candidates) {
      const person = graph.people[index];
      if (!person || !inside(person)) continue;
      if (stableHash(`${query.campaignKey}|${slot}|${person.key}`) % 1000 >= PER_MILLE_PER_SLOT) continue;
      found.push({ person: publicPerson(person), keyword });
    }
  }
  return found;
}
