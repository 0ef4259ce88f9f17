// The held leads: when each was held, its campaign and client, where the page view came from (address
// and browser, what a reviewer judges a flood by), and what releasing it would charge.
import type { HeldLead } from '@lead/shared';
import { Button, Group, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { dollarsOf } from '../reports/report-format.ts';
import '../../i18n/en-held-leads.ts';

type HeldLeadsTableProps = {
  rows: HeldLead[];
  onRelease: (lead: HeldLead) => void;
  onDiscard: (lead: HeldLead) => void;
  /** The held lead whose decision is on its way. */
  busyWith: number | undefined;
};

const when = (iso: string) => DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_SHORT);

export function HeldLeadsTable({ rows, onRelease, onDiscard, busyWith }: HeldLeadsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table className="wl-box" withTableBorder highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('heldLeads.columns.held')}</Table.Th>
            <Table.Th>{t('heldLeads.columns.campaign')}</Table.Th>
            <Table.Th>{t('heldLeads.columns.client')}</Table.Th>
            <Table.Th>{t('heldLeads.columns.source')}</Table.Th>
            <Table.Th>{t('heldLeads.columns.page')}</Table.Th>
            <Table.Th ta="right">{t('heldLeads.columns.price')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((lead) => (
            <Table.Tr key={lead.id} data-testid={`held-lead-${lead.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(lead.held_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {lead.campaign_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {lead.leadspeek_api_id}
                </Text>
              </Table.Td>
              <Table.Td>{lead.company_name}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" ff="monospace">
                  {lead.ip ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" title={lead.user_agent ?? undefined}>
                  {lead.user_agent ?? ''}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" truncate="end" title={lead.page_url ?? undefined}>
                  {lead.page_url ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {dollarsOf(lead.price_cents)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" loading={busyWith === lead.id} onClick={() => onRelease(lead)}>
                    {t('heldLeads.release')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    disabled={busyWith === lead.id}
                    onClick={() => onDiscard(lead)}
                  >
                    {t('heldLeads.discard')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
