// Mailbox Power: an API key; leads become contacts in groups.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const mailboxpowerConnector: Connector = { slug: 'mailboxpower', connect, targets, deliver, exists };

export const mailboxpowerProvider: RegisteredConnector = {
  connector: mailboxpowerConnector,
  baseUrl: (config) => config.MAILBOXPOWER_BASE_URL,
};
