// Live leads on the dashboards (issue 17 item 5): new leads arrive over server-sent events and are
// listed here the moment they are created; each one also refreshes the dashboard's counts, chart and
// lead table at once (no waiting for a refresh). Agency users and clients only (who may open the
// stream); platform staff keep the dashboard's periodic refresh.
import {
  integrationRoutes,
  type LiveLeadEvent,
  pathOf,
  queryStringOf,
  type ReportSelection,
} from '@lead/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../lib/query-client.ts';
import { REPORTS_KEY } from '../../reports/reports-api.ts';
import { liveLeadsTicket } from '../integrations-api.ts';
import { belongsTo } from './live-lead-filter.ts';
import { type StreamState, useEventStream } from './use-event-stream.ts';
import '../../../i18n/en-integrations.ts';

/** How many arrivals the panel keeps in view. */
const SHOWN = 8;

const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY });

const nameOf = (lead: LiveLeadEvent) => [lead.first_name, lead.last_name].filter(Boolean).join(' ');

/** The panel itself; the dashboards load it after their figures (lazy-live-leads-panel.tsx). */
export function LiveLeads({ selection }: { selection: ReportSelection }) {
  const { t } = useTranslation();
  const [arrived, setArrived] = useState<LiveLeadEvent[]>([]);
  const companyId = selection.clientId === 'all' ? selection.companyId : selection.clientId;
  const openUrl = useCallback(async () => {
    const { ticket } = await liveLeadsTicket(companyId);
    return `/api${pathOf(integrationRoutes.liveLeads, {})}${queryStringOf({ ticket })}`;
  }, [companyId]);
  const onMessage = useCallback(
    (lead: LiveLeadEvent) => {
      if (!belongsTo(lead, selection)) return;
      setArrived((shown) => [lead, ...shown.filter((other) => other.id !== lead.id)].slice(0, SHOWN));
      void refreshDashboard();
    },
    [selection],
  );
  const state = useEventStream<LiveLeadEvent>({
    openUrl,
    key: `${companyId}`,
    event: 'lead',
    onMessage,
    onReopen: () => void refreshDashboard(),
  });

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid="live-leads">
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={2} size="h4">
          {t('integrations.live.title')}
        </Title>
        <StreamBadge state={state} />
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {t('integrations.live.intro')}
      </Text>
      <Stack gap={4} aria-live="polite" data-testid="live-lead-list">
        {arrived.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('integrations.live.waiting')}
          </Text>
        ) : (
          arrived.map((lead) => (
            <Group key={lead.id} gap="sm" wrap="nowrap" data-testid={`live-lead-${lead.id}`}>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {DateTime.fromISO(lead.created_at).toLocaleString(DateTime.TIME_WITH_SECONDS)}
              </Text>
              <Text size="sm" fw={500} truncate="end">
                {nameOf(lead) || t('integrations.live.unnamed')}
              </Text>
              <Text size="sm" truncate="end">
                {lead.email ?? ''}
              </Text>
              <Text size="sm" c="dimmed" truncate="end">
                {lead.campaign_name}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}

function StreamBadge({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  const look = {
    open: { color: 'green', label: t('integrations.live.connected') },
    connecting: { color: 'gray', label: t('integrations.live.connecting') },
    reconnecting: { color: 'yellow', label: t('integrations.live.reconnecting') },
  }[state];
  return (
    <Badge color={look.color} variant="light" data-testid="live-state" data-state={state}>
      {look.label}
    </Badge>
  );
}
