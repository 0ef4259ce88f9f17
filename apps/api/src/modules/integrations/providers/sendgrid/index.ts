// SendGrid (Twilio SendGrid Marketing Campaigns): an API key; leads become contacts in lists.
import type { Connector } from '../../connector.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

/** The fields a client fills in to connect (stored encrypted, never sent back). */
export const SENDGRID_CREDENTIAL_FIELDS = ['apiKey'] as const;

export const sendgridConnector: Connector = { slug: 'sendgrid', connect, targets, deliver, exists };
