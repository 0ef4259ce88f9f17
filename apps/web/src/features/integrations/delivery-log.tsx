// The delivery log (issue 17 item 3): one row per lead and integration, newest first — its status,
// attempts, the last HTTP status and error, when it went out or will be tried next — with Resend.
// Filtered by integration and status; scoped to a company, and optionally one integration or campaign.
import { DELIVERY_LOG_STATUSES, type DeliveryLogRow, type IntegrationSummary } from '@lead/shared';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { queryClient } from '../../lib/query-client.ts';
import {
  DELIVERIES_KEY,
  type DeliveryFilter,
  deliveriesKey,
  listDeliveries,
  resendDelivery,
} from './integrations-api.ts';
import { notifySaveFailed } from './save-notice.ts';
import '../../i18n/en-integrations.ts';

const PER_PAGE = 25;
type DeliveryStatus = (typeof DELIVERY_LOG_STATUSES)[number];

const statusColours: Record<DeliveryStatus, string> = {
  pending: 'gray',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
  duplicate: 'grape',
};

const when = (iso: string | null) =>
  iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_SHORT_WITH_SECONDS) : '—';

type DeliveryLogProps = {
  /** The company and, optionally, one integration or campaign. */
  scope: Omit<DeliveryFilter, 'status'>;
  /** The integrations offered in the filter (none: no integration filter). */
  integrations?: IntegrationSummary[];
  /** Inside a dialog the log has no box and a smaller heading. */
  embedded?: boolean;
};

export function DeliveryLog({ scope, integrations = [], embedded = false }: DeliveryLogProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [integrationId, setIntegrationId] = useState<number | null>(null);
  const filter: DeliveryFilter = {
    ...scope,
    status: status ?? undefined,
    integrationId: scope.integrationId ?? integrationId ?? undefined,
  };
  const list = useQuery({
    queryKey: deliveriesKey(filter, page),
    queryFn: () => listDeliveries(filter, page, PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const resend = useMutation({
    mutationFn: (row: DeliveryLogRow) => resendDelivery(row.id),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: notifySaveFailed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
  const rows = list.data?.data ?? [];
  const filtered = status !== null || integrationId !== null;

  const body = (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size={embedded ? 'h5' : 'h4'}>
            {t('integrations.log.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integrations.log.intro')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end">
          {integrations.length > 1 && scope.integrationId === undefined && (
            <Select
              label={t('integrations.log.filterIntegration')}
              data={[
                { value: '', label: t('integrations.log.anyIntegration') },
                ...integrations.map((integration) => ({
                  value: String(integration.id),
                  label: integration.name,
                })),
              ]}
              value={integrationId === null ? '' : String(integrationId)}
              onChange={(value) => {
                setIntegrationId(value ? Number(value) : null);
                setPage(1);
              }}
              allowDeselect={false}
              w={200}
            />
          )}
          <Select
            label={t('integrations.log.filterStatus')}
            data={[
              { value: '', label: t('integrations.log.anyStatus') },
              ...DELIVERY_LOG_STATUSES.map((value) => ({
                value,
                label: t(`integrations.log.statuses.${value}`),
              })),
            ]}
            value={status ?? ''}
            onChange={(value) => {
              setStatus(value ? (value as DeliveryStatus) : null);
              setPage(1);
            }}
            allowDeselect={false}
            w={200}
          />
        </Group>
      </Group>
      <ListStates
        query={list}
        page={page}
        onPage={setPage}
        perPage={PER_PAGE}
        loadFailed={t('integrations.log.loadFailed')}
        loadingTestId="delivery-log-loading"
        empty={{
          title: t(filtered ? 'integrations.log.noMatchTitle' : 'integrations.log.emptyTitle'),
          description: t(filtered ? 'integrations.log.noMatchText' : 'integrations.log.emptyText'),
        }}
      >
        <DeliveryTable
          rows={rows}
          stale={list.isPlaceholderData}
          onResend={(row) => resend.mutate(row)}
          resending={resend.isPending ? resend.variables?.id : undefined}
        />
      </ListStates>
    </Stack>
  );
  return embedded ? (
    body
  ) : (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="delivery-log">
      {body}
    </Paper>
  );
}

type DeliveryTableProps = {
  rows: DeliveryLogRow[];
  stale: boolean;
  onResend: (row: DeliveryLogRow) => void;
  resending: number | undefined;
};

function DeliveryTable({ rows, stale, onResend, resending }: DeliveryTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        data-testid="delivery-table"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.log.columns.time')}</Table.Th>
            <Table.Th>{t('integrations.log.columns.lead')}</Table.Th>
            <Table.Th>{t('integrations.log.columns.campaign')}</Table.Th>
            <Table.Th>{t('integrations.log.columns.integration')}</Table.Th>
            <Table.Th>{t('integrations.log.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('integrations.log.columns.attempts')}</Table.Th>
            <Table.Th ta="right">{t('integrations.log.columns.http')}</Table.Th>
            <Table.Th>{t('integrations.log.columns.error')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid={`delivery-${row.id}`}
              data-lead={row.lead_id}
              data-status={row.status}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{when(row.delivered_at ?? row.updated_at)}</Text>
                {row.next_attempt_at && row.status !== 'delivered' && (
                  <Text size="xs" c="dimmed">
                    {t('integrations.log.nextAttempt', { when: when(row.next_attempt_at) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" fw={500} truncate="end">
                  {row.lead_name || '—'}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {row.lead_email ?? ''}
                </Text>
              </Table.Td>
              <Table.Td maw={200}>
                <Text size="sm" truncate="end">
                  {row.campaign_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.leadspeek_api_id}
                </Text>
              </Table.Td>
              <Table.Td>{row.integration_name}</Table.Td>
              <Table.Td>
                {/* Its whole word: a narrow page squeezes the other columns, never the status. */}
                <Badge
                  color={statusColours[row.status]}
                  variant="light"
                  miw="max-content"
                  data-testid="delivery-status"
                >
                  {t(`integrations.log.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.attempts}</Table.Td>
              <Table.Td ta="right">{row.last_http_status ?? '—'}</Table.Td>
              <Table.Td maw={260}>
                <Text
                  size="sm"
                  c={row.last_error ? 'var(--mantine-color-error)' : undefined}
                  truncate="end"
                  title={row.last_error ?? undefined}
                >
                  {row.last_error ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.status !== 'pending' && row.status !== 'sending' && (
                  <Button
                    size="xs"
                    variant="default"
                    loading={resending === row.id}
                    onClick={() => onResend(row)}
                    aria-label={t('integrations.log.resendNamed', {
                      lead: row.lead_name || row.lead_id,
                      integration: row.integration_name,
                    })}
                  >
                    {t('integrations.log.resend')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
