// SendGrid (Twilio SendGrid Marketing Campaigns): an API key; leads become contacts in lists.
import type { Connector } from '../../connector.ts';
import type { RegisteredConnector } from '../../connectors.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const sendgridConnector: Connector = { slug: 'sendgrid', connect, targets, deliver, exists };

export const sendgridProvider: RegisteredConnector = {
  connector: sendgridConnector,
  baseUrl: (config) => config.SENDGRID_BASE_URL,
};
