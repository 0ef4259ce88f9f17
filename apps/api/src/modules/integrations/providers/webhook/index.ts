// The Webhook provider: leads POSTed as JSON to the endpoint's URL, signed per Standard Webhooks.
import type { RegisteredConnector } from '../../connectors.ts';
import { webhookConnector } from './deliver.ts';

export const webhookProvider: RegisteredConnector = {
  connector: webhookConnector,
  baseUrl: () => null,
  guarded: true,
};
