// Where and how a connector talks to its provider for one integration: the base URL from config (a
// webhook: its own URL), a fetch with the integration timeout (webhooks: the SSRF-guarded one), and
// the last HTTP status seen, which the delivery log records.
import type { AppContext } from '../../platform/app-context.ts';
import type { Credentials, ProviderEndpoint, ProviderSlug } from './connector.ts';
import { registeredConnector } from './connectors.ts';
import { guardedFetch } from './guarded-fetch.ts';

export type TrackedEndpoint = ProviderEndpoint & { lastStatus: () => number | null };

/** The deliveries one integration, or one provider, may hold in flight: half of the process's. */
export const deliveryShare = (concurrency: number): number => Math.max(1, Math.ceil(concurrency / 2));

const guardedFetches = new Map<string, typeof fetch>();
/**
 * A webhook's fetch, with as many connections to one receiver as its integration may have deliveries
 * in flight: none of them waits for a socket while its time-out runs.
 */
const guardedFor = (config: AppContext['config']) => {
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE === 'true';
  const sockets = deliveryShare(config.DELIVERY_CONCURRENCY);
  const key = `${allowPrivate} ${sockets}`;
  let existing = guardedFetches.get(key);
  if (!existing) {
    existing = guardedFetch(allowPrivate, sockets);
    guardedFetches.set(key, existing);
  }
  return existing;
};

export function endpointFor(
  ctx: Pick<AppContext, 'config'>,
  integration: { slug: ProviderSlug; url: string | null },
  credentials: Credentials,
): TrackedEndpoint | null {
  const registered = registeredConnector(integration.slug);
  if (!registered) return null;
  const baseUrl = registered.guarded ? integration.url : registered.baseUrl(ctx.config, credentials);
  if (!baseUrl) return null;
  const inner = registered.guarded ? guardedFor(ctx.config) : fetch;
  let lastStatus: number | null = null;
  const tracked = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await inner(input, init);
    lastStatus = response.status;
    return response;
  }) as typeof fetch;
  return {
    baseUrl,
    fetch: tracked,
    timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS,
    lastStatus: () => lastStatus,
  };
}
