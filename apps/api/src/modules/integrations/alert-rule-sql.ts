// A campaign's alert rule (rules/lead-alert.ts passesAlertRule) in SQL, for the statements that make
// alert deliveries: `lead` is a leads row, `targets` a campaign_integrations.targets value.
import { HOT_TAG, INTEGRATION_PROVIDERS } from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The providers that post alerts, so only leads passing the campaign's alert rule go to them. */
export const ALERT_SLUGS = Object.entries(INTEGRATION_PROVIDERS)
  .filter(([, provider]) => provider.alerts)
  .map(([slug]) => slug);

export const passesAlertRuleSql = (
  lead: SQL,
  targets: SQL,
): SQL => sql`(case coalesce(${targets} -> 'alertRule' ->> 'kind', 'hot')
    when 'every' then true
    when 'hot' then coalesce(${HOT_TAG} = any(${lead}.score_tags), false)
    when 'score' then coalesce(${lead}.score >= (${targets} -> 'alertRule' ->> 'minScore')::int, false)
    when 'tag' then coalesce((${targets} -> 'alertRule' ->> 'tag') = any(${lead}.score_tags), false)
    else false end)`;
