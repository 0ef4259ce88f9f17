// The visitor's journey in figures (issue 25 item 1): first and last seen, visits, pages, time on site,
// where the first visit came from and its UTM tags; or why a lead has no journey at all.
import { type LeadJourneySummary, timeOnSiteText, UTM_FIELDS } from '@lead/shared';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { leadTime } from '../reports/report-format.ts';
import { Fact, FactList, VisitorAddress } from './lead-facts.tsx';
import '../../i18n/en-leads.ts';

export function LeadJourneySummaryPanel({ summary }: { summary: LeadJourneySummary }) {
  const { t } = useTranslation();
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-journey-summary">
      <Title order={2} size="h4">
        {t('leads.page.journey')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('leads.page.journeyIntro')}
      </Text>
      <FactList>
        <Fact label={t('leads.page.firstSeen')}>{leadTime(summary.first_seen_at)}</Fact>
        <Fact label={t('leads.page.lastSeen')}>{leadTime(summary.last_seen_at)}</Fact>
        <Fact label={t('leads.page.visits')} testId="journey-visits">
          {String(summary.visits)}
        </Fact>
        <Fact label={t('leads.page.pageViews')} testId="journey-page-views">
          {String(summary.page_views)}
        </Fact>
        <Fact label={t('leads.page.timeOnSite')} testId="journey-time-on-site">
          {timeOnSiteText(summary.time_on_site_seconds)}
        </Fact>
        <Fact label={t('leads.page.referrer')} testId="journey-referrer">
          {summary.referrer ? <VisitorAddress address={summary.referrer} /> : t('leads.page.direct')}
        </Fact>
        <Fact label={t('leads.page.landingPage')} testId="journey-landing-page">
          {summary.landing_page && <VisitorAddress address={summary.landing_page} />}
        </Fact>
        {UTM_FIELDS.map((field) => (
          <Fact key={field} label={t(`leads.page.utm.${field}`)} testId={`journey-utm-${field}`}>
            {summary[`utm_${field}`]}
          </Fact>
        ))}
      </FactList>
    </Paper>
  );
}

/** The sentence saying why: search and audience leads never have page views. */
function noJourneyKey(source: string) {
  if (source === 'search') return 'leads.page.noJourneySearch' as const;
  if (source === 'audience') return 'leads.page.noJourneyAudience' as const;
  return 'leads.page.noJourney' as const;
}

/** A lead without page views: said plainly, with the reason where the lead's source gives one. */
export function NoJourney({ source }: { source: string }) {
  const { t } = useTranslation();
  const reason = t(noJourneyKey(source));
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-no-journey">
      <Title order={2} size="h4" mb={4}>
        {t('leads.page.journey')}
      </Title>
      <Text>{reason}</Text>
    </Paper>
  );
}
