// The offline provider: answers from the built-in identity graph, built on first use.
import { countAudienceInGraph } from './identity-graph/audience-count.ts';
import { identityGraph } from './identity-graph/graph.ts';
import type { LeadDataProvider } from './provider.ts';

export function createBuiltinProvider(options: { seed: number; size: number }): LeadDataProvider {
  return {
    name: 'builtin',
    async countAudience(query) {
      return countAudienceInGraph(identityGraph(options), query);
    },
  };
}
