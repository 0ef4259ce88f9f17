// ClickFunnels (2.0): a workspace API key, its subdomain and workspace ID; leads become contacts
// with tags.
import type { Connector } from '../../connector.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export { createTag as createClickFunnelsTag } from './targets.ts';

export const CLICKFUNNELS_CREDENTIAL_FIELDS = ['apiKey', 'subdomain', 'workspaceId'] as const;

export const clickfunnelsConnector: Connector = { slug: 'clickfunnels', connect, targets, deliver, exists };
