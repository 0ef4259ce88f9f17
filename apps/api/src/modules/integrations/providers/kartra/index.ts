// Kartra: the App ID of the user's Kartra app with their API key and password; leads are created,
// subscribed to lists and tagged.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { listsOf, tagsOf, targets } from './targets.ts';

export { listsOf as kartraLists, tagsOf as kartraTags };

export const kartraConnector: Connector = { slug: 'kartra', connect, targets, deliver, exists };

export const kartraProvider: RegisteredConnector = {
  connector: kartraConnector,
  baseUrl: (config) => config.KARTRA_BASE_URL,
};
