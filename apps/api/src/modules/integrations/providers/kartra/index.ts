// Kartra: the user's API key and password, with the platform's app ID from config; leads are
// created, subscribed to lists and tagged.
import type { Connector } from '../../connector.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const KARTRA_CREDENTIAL_FIELDS = ['apiKey', 'apiPassword'] as const;

/** `appId` is the platform's Kartra app (KARTRA_APP_ID); without it, connecting says so. */
export function createKartraConnector(appId: string | undefined): Connector {
  return {
    slug: 'kartra',
    connect: (endpoint, credentials) => connect(endpoint, appId, credentials),
    targets: (endpoint, credentials) => targets(endpoint, appId, credentials),
    deliver: (request) => deliver(request, appId),
    exists: (request) => exists(request, appId),
  };
}
