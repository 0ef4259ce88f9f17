// ClickFunnels (2.0): a workspace API token, its subdomain and workspace ID; leads become contacts
// with tags.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export { createTag as createClickFunnelsTag } from './targets.ts';

export const clickfunnelsConnector: Connector = { slug: 'clickfunnels', connect, targets, deliver, exists };

export const clickfunnelsProvider: RegisteredConnector = {
  connector: clickfunnelsConnector,
  // Each account has its own host; the connector puts the (checked) subdomain in for {subdomain}.
  baseUrl: (config) =>
    `${(config.CLICKFUNNELS_BASE_URL ?? 'https://{subdomain}.myclickfunnels.com').replace(/\/+$/, '')}/api/v2`,
};
