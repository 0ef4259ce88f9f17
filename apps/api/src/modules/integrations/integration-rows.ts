// How an integration row is answered: never its credentials, only the names of the saved fields and,
// for a webhook, the last characters of its signing secret.
import { INTEGRATION_PROVIDERS, type IntegrationSummary } from '@lead/shared';
import type { Integration } from '../../platform/access/integrations.ts';

export function summaryOf(row: Integration): IntegrationSummary {
  const { secret_hint: secretHint, ...settings } = row.settings ?? {};
  return {
    id: row.id,
    company_id: row.companyId,
    slug: row.slug,
    name: INTEGRATION_PROVIDERS[row.slug].name,
    campaign_id: row.campaignId,
    status: row.status,
    account_name: row.accountName,
    credential_fields: row.slug === 'webhook' ? [] : row.credentialFields,
    url: row.url,
    tags: row.tags,
    settings,
    secret_hint: row.slug === 'webhook' ? (secretHint ?? null) : null,
    last_error: row.lastError,
    connected_at: row.connectedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
