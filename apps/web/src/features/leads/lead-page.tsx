// /{slug}/leads/{leadId}: one lead's own page (issue 25 item 1): the person, the campaign and client,
// the visitor's score (issue 25 item 2), and the journey of the visitor behind it with the timeline of
// its page views. Another account's lead (404) reads as not found, with the way back to the module.
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { type ModuleSection, useModuleSection } from '../modules/module-gate.tsx';
import { leadPagePath } from '../modules/module-slug.ts';
import { leadTime } from '../reports/report-format.ts';
import { LeadJourneySummaryPanel, NoJourney } from './lead-journey-summary.tsx';
import { LeadJourneyTimeline } from './lead-journey-timeline.tsx';
import { leadName } from './lead-name.ts';
import { LeadOverview } from './lead-overview.tsx';
import { LeadScoreCard } from './lead-score-card.tsx';
import { getLeadDetail, leadDetailKey } from './leads-api.ts';
import '../../i18n/en-leads.ts';

/** A lead id as the address spells it: digits only, a whole number the API can read exactly. */
function leadIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function LeadPage() {
  const section = useModuleSection();
  const leadId = leadIdOf(useParams().leadId);
  if (leadId === null) return <LeadNotFound section={section} />;
  return <LeadDetail key={leadId} leadId={leadId} section={section} />;
}

/** Back to the module's dashboard; administrators without that section go back to its leads management. */
function BackLink({ section }: { section: ModuleSection }) {
  const { t } = useTranslation();
  const { view } = useShell();
  const slug = encodeURIComponent(section.slug);
  const dashboard = view.sidebar.includes(`module:${section.kind}`);
  return (
    <Anchor
      component={Link}
      to={dashboard ? `/${slug}/dashboard` : `/${slug}/leads-management`}
      className="wl-link"
      size="sm"
      w="fit-content"
      data-testid="lead-back"
    >
      ←{' '}
      {dashboard
        ? t('leads.page.back', { module: section.name })
        : t('leads.page.backToManagement', { module: section.name })}
    </Anchor>
  );
}

function LeadDetail({ leadId, section }: { leadId: number; section: ModuleSection }) {
  const { t } = useTranslation();
  const { facts, view } = useShell();
  const detail = useQuery({ queryKey: leadDetailKey(leadId), queryFn: () => getLeadDetail(leadId) });

  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)
    return <LeadNotFound section={section} />;
  if (!detail.isSuccess)
    return (
      <Stack gap="md">
        <BackLink section={section} />
        {detail.isError ? (
          <Alert color="red" title={t('leads.page.loadFailed')} role="alert" data-testid="lead-load-failed">
            {errorMessageOf(detail.error)}
            <Button size="xs" variant="light" color="red" ml="sm" onClick={() => detail.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <LeadSkeleton />
        )}
      </Stack>
    );

  const { lead, journey } = detail.data;
  // A lead opened under another module's address moves to its own (the back link then fits it).
  const ownPath = lead.module === section.kind ? null : leadPagePath(facts, view.sidebar, lead);
  if (ownPath) return <Navigate to={ownPath} replace />;
  return (
    <Stack gap="md">
      <BackLink section={section} />
      <PageHeader
        title={leadName(lead) ?? t('leads.page.unnamed')}
        description={t('leads.page.intro', {
          module: facts.moduleNames[lead.module].name,
          campaign: lead.campaign_name,
          when: leadTime(lead.created_at),
        })}
      />
      <LeadOverview lead={lead} />
      {lead.score && <LeadScoreCard score={lead.score} />}
      {journey ? (
        <>
          <LeadJourneySummaryPanel summary={journey.summary} />
          <LeadJourneyTimeline journey={journey} />
        </>
      ) : (
        <NoJourney source={lead.source} />
      )}
    </Stack>
  );
}

function LeadSkeleton() {
  return (
    <Stack gap="md" data-testid="lead-loading" aria-busy>
      <Skeleton h={36} w="40%" radius="sm" />
      <Skeleton h={160} radius="md" />
      <Skeleton h={140} radius="md" />
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}

function LeadNotFound({ section }: { section: ModuleSection }) {
  const { t } = useTranslation();
  const title = t('leads.page.notFoundTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" data-testid="lead-not-found">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{t('leads.page.notFoundText')}</Text>
      <BackLink section={section} />
    </Stack>
  );
}
