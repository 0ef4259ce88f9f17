// The visitor's page views, oldest first, one timeline per visit (issue 25 item 1). Titles, addresses
// and referrers come from the visitor's browser: they are shown as text, addresses linked if http(s).
import type { JourneyPageView, LeadDetailResponse } from '@lead/shared';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockTime, leadTime } from '../reports/report-format.ts';
import { type JourneyVisit, pageLabel, visitsOf } from './journey-format.ts';
import { VisitorAddress } from './lead-facts.tsx';
import '../../i18n/en-leads.ts';

type Journey = NonNullable<LeadDetailResponse['journey']>;

export function LeadJourneyTimeline({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  const visits = visitsOf(journey.pages, journey.summary.visits);
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-timeline">
      <Title order={2} size="h4" mb="sm">
        {t('leads.page.timeline')}
      </Title>
      <Stack gap="lg">
        {journey.earlier_page_views > 0 && (
          <Text size="sm" c="dimmed" data-testid="timeline-earlier">
            {t('leads.page.earlier', { count: journey.earlier_page_views })}
          </Text>
        )}
        {visits.map((visit) => (
          <VisitTimeline key={`${visit.number}-${visit.pages[0]?.at}`} visit={visit} />
        ))}
      </Stack>
    </Paper>
  );
}

function VisitTimeline({ visit }: { visit: JourneyVisit }) {
  const { t } = useTranslation();
  const startedAt = visit.pages[0]?.at ?? '';
  const heading = t(visit.startsHere ? 'leads.page.visit' : 'leads.page.visitContinued', {
    number: visit.number,
    when: leadTime(startedAt),
  });
  return (
    <div data-testid="timeline-visit">
      <Title order={3} size="h5" mb="xs">
        {heading}
      </Title>
      <Timeline active={visit.pages.length - 1} bulletSize={14} lineWidth={2} role="list">
        {visit.pages.map((page, index) => (
          // Two page views of one address in one second are still two items: the index keeps them apart.
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${page.at}-${index}`}
            role="listitem"
            title={<PageTitle page={page} />}
            data-testid="timeline-page"
          >
            <PageDetails page={page} />
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}

function PageTitle({ page }: { page: JourneyPageView }) {
  return (
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="timeline-page-title">
      {pageLabel(page)}
    </Text>
  );
}

function PageDetails({ page }: { page: JourneyPageView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs">
        <VisitorAddress address={page.url} size="xs" />
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={page.at}>{clockTime(page.at)}</time>
        {page.new_visit && page.referrer && ` · ${t('leads.page.cameFrom', { referrer: page.referrer })}`}
      </Text>
    </Stack>
  );
}
