// What the delivery log and the campaign's Integrations panel call an integration (issue 23 item 7):
// two webhooks must never both read "Webhook". A campaign's own webhook is named by its host; a
// company webhook says it serves every campaign.
import { INTEGRATION_PROVIDERS, type IntegrationSlug } from '../contracts/integrations.ts';

export type NamedIntegration = {
  slug: IntegrationSlug;
  /** Set for a campaign's own webhook. */
  campaignId: number | null;
  url: string | null;
};

const hostOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
};

export function integrationDisplayName(integration: NamedIntegration): string {
  const provider = INTEGRATION_PROVIDERS[integration.slug].name;
  if (integration.slug !== 'webhook') return provider;
  if (integration.campaignId === null) return `${provider} (all campaigns)`;
  const host = hostOf(integration.url);
  return host ? `${provider} · ${host}` : `${provider} (this campaign)`;
}
