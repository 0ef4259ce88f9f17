// Picks the lead-data provider from config: the built-in identity graph unless a partner is set.
import type { Config } from '../../platform/config.ts';
import type { LeadDataProvider } from '../../platform/providers/lead-data-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createHttpProvider } from './http-provider.ts';

export function createLeadDataProvider(config: Config): LeadDataProvider {
  if (config.LEAD_DATA_PROVIDER === 'builtin') {
    return createBuiltinProvider({
      seed: config.IDENTITY_GRAPH_SEED,
      size: config.IDENTITY_GRAPH_SIZE,
      folder: config.DATA_DIR,
    });
  }
  if (!config.LEAD_DATA_URL || !config.LEAD_DATA_KEY) {
    throw new Error('LEAD_DATA_PROVIDER=http needs LEAD_DATA_URL and LEAD_DATA_KEY.');
  }
  return createHttpProvider({
    baseUrl: config.LEAD_DATA_URL,
    apiKey: config.LEAD_DATA_KEY,
    timeoutMs: config.LEAD_DATA_TIMEOUT_MS,
  });
}
