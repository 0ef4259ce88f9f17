// What every integration provider implements (issue 17). One folder per provider under
// `providers/<slug>/`, with one file each for connect, targets and deliver, and an `index.ts`
// that assembles its `Connector`. The delivery engine knows only this interface.
import type { AlertRule, LeadJourneySummary, LeadScoreSummary, TargetKind } from '@lead/shared';

/** The providers a client can connect, by the slug used in routes and stored rows. */
export const PROVIDER_SLUGS = [
  'webhook',
  'googlesheet',
  'sendgrid',
  'gohighlevel',
  'kartra',
  'mailboxpower',
  'clickfunnels',
  'slack',
  'hubspot',
  'salesforce',
] as const;
export type ProviderSlug = (typeof PROVIDER_SLUGS)[number];

/** Decrypted credentials of one connected integration (API key, OAuth tokens, …), by field name. */
export type Credentials = Readonly<Record<string, string>>;

/** Something a lead can be put into: a list, a tag, a group or a spreadsheet. */
export type Target = { id: string; name: string; kind: TargetKind };

/** A campaign's choice of targets for one integration (what the campaign screens save). */
export type CampaignTargets = {
  lists?: string[];
  tags?: string[];
  groups?: string[];
  sheetId?: string;
  /** Slack: the channel a campaign's alerts go to. */
  channel?: string;
  /** Slack: which leads are posted (applied when the deliveries are made). */
  alertRule?: AlertRule;
};

/** One page view of a lead's browser, as alerts and CRM notes show it. */
export type LeadPageView = { url: string | null; title: string | null; at: string };

/** The lead as providers receive it: plain fields, no internal columns. */
export type LeadForDelivery = {
  leadId: number;
  campaignId: number;
  /** The campaign id people see (leadspeek_api_id, "10000001"): what payloads carry. */
  campaignDisplayId: string;
  campaignName: string;
  /** The client company whose campaign made the lead. */
  client: { id: number; name: string };
  module: 'local' | 'locator' | 'enhance' | 'b2b';
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  companyName: string | null;
  jobTitle: string | null;
  keyword: string | null;
  sourceUrl: string | null;
  createdAt: string;
  /** What the visitor did on the site up to now (issue 25 item 1); null without page views. */
  journey: LeadJourneySummary | null;
  /** Its score when it was claimed for delivery (issue 25 item 2); null without page views. */
  score: LeadScoreSummary | null;
  /** The browser's last page views, newest first: read only for providers that show them (`story`). */
  lastPages?: LeadPageView[];
  /** The lead's own page on its agency's site: only for providers that link to it (`story`). */
  leadPageUrl?: string | null;
};

/** Where and how a connector talks to its provider: base URL from config, a fetch with a timeout. */
export type ProviderEndpoint = {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
};

export type DeliveryRequest = {
  endpoint: ProviderEndpoint;
  credentials: Credentials;
  /** The integration's non-secret settings (a CRM's field mapping, "field.<ours>" → its field). */
  settings?: Readonly<Record<string, string>>;
  targets: CampaignTargets;
  lead: LeadForDelivery;
  /** Stable per (lead, integration): the same on every retry, so the provider sees one contact. */
  idempotencyKey: string;
  /** Which attempt this is (1 the first): a provider without idempotency keys checks on a retry. */
  attempt?: number;
};

/** The provider refused the credentials: shown to the user who connects, never retried. */
export class InvalidCredentialsError extends Error {}

/**
 * The provider answered with an error or garbage, or did not answer. `status` is the HTTP status
 * (undefined for a timeout or a network error); `retryAfterMs` comes from a 429's Retry-After.
 * `permanent` errors (a 400 about the lead itself) are not retried.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface Connector {
  readonly slug: ProviderSlug;
  /** Checks the credentials with the provider; returns a name to show ("Acme list account"). */
  connect(endpoint: ProviderEndpoint, credentials: Credentials): Promise<{ accountName: string }>;
  /** The lists, tags, groups or sheets a campaign may choose from. */
  targets(endpoint: ProviderEndpoint, credentials: Credentials): Promise<Target[]>;
  /** Delivers one lead; must be safe to call again with the same idempotency key. */
  deliver(request: DeliveryRequest): Promise<void>;
  /** Whether the lead is already a contact in the chosen targets (net-new only), where the API allows. */
  exists?(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean>;
}
