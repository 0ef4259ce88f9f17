// Mailbox Power: an API key; leads become contacts in groups.
import type { Connector } from '../../connector.ts';
import { connect } from './connect.ts';
import { deliver, exists } from './deliver.ts';
import { targets } from './targets.ts';

export const MAILBOXPOWER_CREDENTIAL_FIELDS = ['apiKey'] as const;

export const mailboxpowerConnector: Connector = { slug: 'mailboxpower', connect, targets, deliver, exists };
