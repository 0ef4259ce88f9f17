// The registry of providers (issue 17): slug → its Connector and where its API lives. The delivery
// engine, the connect/test/targets handlers and the routes look a provider up here and nowhere else.
// Each provider's folder (providers/<slug>/index.ts) exports one RegisteredConnector.
import type { Config } from '../../platform/config.ts';
import type { Connector, ProviderSlug } from './connector.ts';
import { clickfunnelsProvider } from './providers/clickfunnels/index.ts';
import { gohighlevelProvider } from './providers/gohighlevel/index.ts';
import { googlesheetProvider } from './providers/googlesheet/index.ts';
import { hubspotProvider } from './providers/hubspot/index.ts';
import { kartraProvider } from './providers/kartra/index.ts';
import { mailboxpowerProvider } from './providers/mailboxpower/index.ts';
import { salesforceProvider } from './providers/salesforce/index.ts';
import { sendgridProvider } from './providers/sendgrid/index.ts';
import { slackProvider } from './providers/slack/index.ts';
import { webhookProvider } from './providers/webhook/index.ts';

export type RegisteredConnector = {
  connector: Connector;
  /**
   * The API's base URL from config (tests point it at a local fake). Webhooks answer null: their
   * URL is the endpoint's own, checked by the SSRF guard.
   */
  baseUrl: (config: Config, credentials: Readonly<Record<string, string>>) => string | null;
  /** Whether the address may be private (loopback in tests): webhooks follow WEBHOOK_ALLOW_PRIVATE. */
  guarded?: boolean;
  /** Whether deliveries carry the lead's last pages and a link to its page (alerts, CRM notes). */
  story?: boolean;
};

export const CONNECTORS: Partial<Record<ProviderSlug, RegisteredConnector>> = {
  webhook: webhookProvider,
  googlesheet: googlesheetProvider,
  sendgrid: sendgridProvider,
  gohighlevel: gohighlevelProvider,
  kartra: kartraProvider,
  mailboxpower: mailboxpowerProvider,
  clickfunnels: clickfunnelsProvider,
  slack: slackProvider,
  hubspot: hubspotProvider,
  salesforce: salesforceProvider,
};

/** The provider of a slug, or null while it is not built (its integrations cannot be connected). */
export function registeredConnector(slug: ProviderSlug): RegisteredConnector | null {
  return CONNECTORS[slug] ?? null;
}
