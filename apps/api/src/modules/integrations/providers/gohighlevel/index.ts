// GoHighLevel (LeadConnector API v2): a sub-account's private integration token and location ID;
// leads become contacts with tags.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const gohighlevelConnector: Connector = { slug: 'gohighlevel', connect, targets, deliver, exists };

export const gohighlevelProvider: RegisteredConnector = {
  connector: gohighlevelConnector,
  baseUrl: (config) => config.GOHIGHLEVEL_BASE_URL,
};
