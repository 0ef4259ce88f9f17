// Counts the graph's people who search for any of the keywords (nationally), and of those the ones
// inside the target location, each person once however many keywords they match.
import type { AudienceCount, AudienceQuery } from '../../../platform/providers/lead-data-provider.ts';
import type { GraphPerson, IdentityGraph } from './graph.ts';
import { contentTokens } from './tokens.ts';

/** A phrase matches a keyword when it holds every content word of the keyword. */
function phrasesMatching(graph: IdentityGraph, keyword: string): number[] {
  const tokens = contentTokens(keyword);
  if (tokens.length === 0) return [];
  const matches: number[] = [];
  graph.phraseTokens.forEach((phraseTokens, index) => {
    if (tokens.every((token) => phraseTokens.has(token))) matches.push(index);
  });
  return matches;
}

/** The people (graph indexes) who search for a keyword. */
export function searchersOf(graph: IdentityGraph, keyword: string): Set<number> {
  const people = new Set<number>();
  for (const phrase of phrasesMatching(graph, keyword)) {
    for (const person of graph.peopleByPhrase[phrase] ?? []) people.add(person);
  }
  return people;
}

export function inTarget(target: Omit<AudienceQuery, 'keywords'>): (person: GraphPerson) => boolean {
  if (target.targetLocation === 'Zip Code') {
    const zips = new Set(target.zipCodes);
    return (person) => zips.has(person.zip);
  }
  if (target.targetLocation === 'State') {
    const states = new Set(target.states.map((state) => state.toUpperCase()));
    const cities = new Set(target.cities.map((city) => city.trim().toLowerCase()));
    return (person) =>
      (states.size === 0 || states.has(person.state)) &&
      (cities.size === 0 || cities.has(person.city.toLowerCase()));
  }
  return () => true;
}

export function countAudienceInGraph(graph: IdentityGraph, query: AudienceQuery): AudienceCount {
  const audience = new Set<number>();
  for (const keyword of query.keywords) {
    for (const person of searchersOf(graph, keyword)) audience.add(person);
  }
  const inside = inTarget(query);
  let count = 0;
  for (const index of audience) {
    const person = graph.people[index];
    if (person && inside(person)) count++;
  }
  return { countWithoutGeo: audience.size, count };
}
