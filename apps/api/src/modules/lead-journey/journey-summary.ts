// The journey summary as every lead list, CSV and webhook carries it (contracts/journey-summary.ts).
import { type LeadJourneySummary, utmOf } from '@lead/shared';
import type { RawJourneySummary } from './journey-sql.ts';

/** The column journeySummaryColumn read, in the contract's shape: ISO times in UTC, UTM of the landing page. */
export function journeySummaryOf(raw: RawJourneySummary | null): LeadJourneySummary | null {
  if (!raw) return null;
  const utm = utmOf(raw.landing_page);
  return {
    first_seen_at: new Date(raw.first_seen_at).toISOString(),
    last_seen_at: new Date(raw.last_seen_at).toISOString(),
    visits: raw.visits,
    page_views: raw.page_views,
    time_on_site_seconds: Math.round(raw.time_on_site_seconds),
    referrer: raw.referrer,
    landing_page: raw.landing_page,
    utm_source: utm.source,
    utm_medium: utm.medium,
    utm_campaign: utm.campaign,
    utm_term: utm.term,
    utm_content: utm.content,
  };
}
