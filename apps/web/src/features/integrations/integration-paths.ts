// /integrations/{slug}/{name} (part 1 §2): the provider's slug and its name as the address shows it.
import { INTEGRATION_PROVIDER_SLUGS, INTEGRATION_PROVIDERS, type IntegrationSlug } from '@lead/shared';

export const INTEGRATIONS_PATH = '/integrations';

export const settingsPathOf = (slug: IntegrationSlug) =>
  `${INTEGRATIONS_PATH}/${slug}/${INTEGRATION_PROVIDERS[slug].urlName}`;

/** The provider a settings address names, or null for an unknown slug. */
export function slugOfPath(slug: string | undefined): IntegrationSlug | null {
  return (INTEGRATION_PROVIDER_SLUGS as readonly string[]).includes(slug ?? '')
    ? (slug as IntegrationSlug)
    : null;
}
