// The campaign table: sortable headings, one row per campaign with its actions.
import type { CampaignListRow, CampaignSortField, CampaignSortState } from '@lead/shared';
import { Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../components/sort-header.tsx';
import type { CampaignSelection } from './bulk/use-campaign-selection.ts';
import { costPerLead, createdDay, localDay } from './campaign-format.ts';
import { CampaignRowActions } from './campaign-row-actions.tsx';
import type { CampaignViewer } from './campaign-row-rules.ts';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';
import { PixelStatusBadge } from './pixel-status-badge.tsx';
import { PrepaidLeads } from './prepaid-leads.tsx';
import '../../i18n/en-campaigns.ts';
import '../../i18n/en-campaign-bulk.ts';

type CampaignTableProps = {
  rows: CampaignListRow[];
  sort: CampaignSortState;
  onSort: (field: CampaignSortField) => void;
  /** The previous page stays while the next one loads, dimmed. */
  stale: boolean;
  viewer: CampaignViewer;
  /** Given when the viewer may pause or resume: a checkbox per row and one for the page. */
  selection?: CampaignSelection;
};

export function CampaignTable({ rows, sort, onSort, stale, viewer, selection }: CampaignTableProps) {
  const { t } = useTranslation();
  const sortable = (field: CampaignSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        className="wl-box"
        withTableBorder
        highlightOnHover
        verticalSpacing="xs"
        data-testid="campaign-table"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('campaignBulk.selectAll')}
                  checked={selection.pageState === 'all'}
                  indeterminate={selection.pageState === 'some'}
                  onChange={selection.togglePage}
                />
              </Table.Th>
            )}
            {sortable('campaign_name', t('campaigns.columns.campaign'))}
            {sortable('company_name', t('campaigns.columns.client'))}
            {sortable('status', t('campaigns.columns.status'))}
            {sortable('start_date', t('campaigns.columns.start'))}
            {sortable('end_date', t('campaigns.columns.end'))}
            <Table.Th>{t('campaigns.columns.price')}</Table.Th>
            {sortable('created_at', t('campaigns.columns.created'))}
            <Table.Th w={72}>
              <VisuallyHidden>{t('campaigns.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-campaign={row.leadspeek_api_id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('campaignBulk.selectOne', { name: row.campaign_name })}
                    checked={selection.isSelected(row)}
                    onChange={() => selection.toggle(row)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600} data-testid="campaign-name">
                    {row.campaign_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('campaigns.row.id', { id: row.leadspeek_api_id })}
                    {row.group_name ? ` · ${t('campaigns.row.group', { group: row.group_name })}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{row.company_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={4} align="flex-start">
                  <CampaignStatusBadge status={row.status} />
                  {/* Only Site ID campaigns have a pixel; an archived one no longer runs. */}
                  {row.module === 'local' && row.status !== 'archived' && (
                    <PixelStatusBadge leadspeekApiId={row.leadspeek_api_id} />
                  )}
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{localDay(row.start_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{localDay(row.end_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('campaigns.row.perLead', { amount: costPerLead(row) })}
                <PrepaidLeads row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{createdDay(row.created_at)}</Table.Td>
              <Table.Td>
                <CampaignRowActions row={row} viewer={viewer} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
