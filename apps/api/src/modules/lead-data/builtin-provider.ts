// The offline provider: answers from the built-in identity graph, built on first use (or by warm(),
// which the platform calls before it listens, so the first page view does not wait for it).

import type { LeadDataProvider, ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';
import { countAudienceInGraph } from './identity-graph/audience-count.ts';
import { matchContactInGraph } from './identity-graph/contact-match.ts';
import { type GraphOptions, identityGraph, indexOfPersonKey } from './identity-graph/graph.ts';
import { matchesInGraph } from './identity-graph/matches.ts';
import { publicPerson, resolveInGraph } from './identity-graph/resolve.ts';

export function createBuiltinProvider(options: GraphOptions): LeadDataProvider {
  const graph = () => identityGraph(options);
  return {
    name: 'builtin',
    async countAudience(query) {
      return countAudienceInGraph(graph(), query);
    },
    async resolveVisits(signals) {
      return signals.map((signal) => {
        const person = resolveInGraph(graph(), signal);
        return person ? publicPerson(person) : null;
      });
    },
    async peopleByKey(keys) {
      const found = new Map<string, ResolvedPerson>();
      for (const key of keys) {
        const index = indexOfPersonKey(key);
        const person = index === null ? undefined : graph().people[index];
        if (person) found.set(key, publicPerson(person));
      }
      return found;
    },
    async findMatches(query, window) {
      return matchesInGraph(graph(), query, window);
    },
    async matchContacts(contacts) {
      return contacts.map((contact) => {
        const person = matchContactInGraph(graph(), contact);
        return person ? publicPerson(person) : null;
      });
    },
    async warm() {
      graph();
    },
  };
}
