// HubSpot: a private app's access token; each lead becomes (or updates) the contact with its e-mail,
// fields mapped per integration, and a note with the lead's story.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';

export const hubspotConnector: Connector = {
  slug: 'hubspot',
  connect,
  targets: async () => [],
  deliver,
  exists,
};

export const hubspotProvider: RegisteredConnector = {
  connector: hubspotConnector,
  baseUrl: (config) => config.HUBSPOT_BASE_URL,
  story: true,
};
