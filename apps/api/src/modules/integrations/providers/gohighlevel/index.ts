// GoHighLevel (LeadConnector API v2): a sub-account's private integration token and location ID;
// leads become contacts with tags.
import type { Connector } from '../../connector.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const GOHIGHLEVEL_CREDENTIAL_FIELDS = ['apiKey', 'locationId'] as const;

export const gohighlevelConnector: Connector = { slug: 'gohighlevel', connect, targets, deliver, exists };
