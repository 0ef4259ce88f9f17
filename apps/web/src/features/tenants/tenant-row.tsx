// One agency or client row, its inline edit/add panels, its dialogs and (agencies) its clients.
import { planName, type TenantRow } from '@lead/shared';
import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../components/action-icons.tsx';
import { EmailAddress } from '../../components/email-address.tsx';
import { BillingHistory } from '../invoices/billing-history.tsx';
import { UserLogsModal } from '../user-logs/user-logs-modal.tsx';
import { AgencyClients, matchesOwnFields } from './agency-clients.tsx';
import { CostAgencyModal } from './cost-agency-modal.tsx';
import { DownlineForm } from './downline-form.tsx';
import { InlinePanelRow } from './inline-panel.tsx';
import { RowActions, type RowDialog, type RowPanel } from './row-actions.tsx';
import { SalesPersonModal } from './sales-person-modal.tsx';
import '../../i18n/en-tenants.ts';

/** A plan not subscribed yet shows grey; the free plan teal, a paid one blue. */
const planColor = (row: TenantRow) =>
  !row.subscription_status ? 'gray' : row.package_suffix === 'FREE' ? 'teal' : 'blue';

export const TREE_COLUMNS = 6;

const createdFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function SalesPeople({ row }: { row: TenantRow }) {
  const { t } = useTranslation();
  const people = [
    [t('tenants.sales.repShort'), row.salesrep],
    [t('tenants.sales.executiveShort'), row.accountexecutive],
    [t('tenants.sales.referralShort'), row.accountref],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (people.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      {people.map(([role, name]) => (
        <Text key={role} size="xs">
          <Text span c="dimmed" inherit>
            {role}:
          </Text>{' '}
          {name}
        </Text>
      ))}
    </Stack>
  );
}

type TenantRowViewProps = {
  row: TenantRow;
  depth?: number;
  /** The list's search: an agency it matched through one of its clients opens at once. */
  search?: string;
};

export function TenantRowView({ row, depth = 0, search = '' }: TenantRowViewProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<RowPanel | null>(null);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const matchedThroughClient = search !== '' && row.client_count > 0 && !matchesOwnFields(row, search);
  const [expanded, setExpanded] = useState(matchedThroughClient);
  // A row that stays on screen while the search changes (the previous page shows until the next
  // arrives) opens or closes as a freshly drawn row would.
  const [searchSeen, setSearchSeen] = useState(search);
  if (searchSeen !== search) {
    setSearchSeen(search);
    setExpanded(matchedThroughClient);
  }
  const agency = row.user_type === 'userdownline';
  const notSubscribed = agency && Boolean(row.package_suffix) && !row.subscription_status;
  const hasClients = agency && row.client_count > 0;
  const togglePanel = (next: RowPanel) => {
    setPanel((current) => (current === next ? null : next));
    // Adding a client shows the agency's clients, so the new one appears where it belongs.
    if (next === 'add') setExpanded(true);
  };
  const closePanel = () => setPanel(null);

  return (
    <>
      <Table.Tr
        data-testid={`tenant-row-${row.company_id}`}
        bg={panel ? 'var(--mantine-color-default-hover)' : undefined}
      >
        <Table.Td>
          <Group gap={6} wrap="nowrap" pl={depth * 20}>
            {agency && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('tenants.list.showClients', { company: row.company_name })}
                aria-expanded={expanded}
                onClick={() => setExpanded((current) => !current)}
                disabled={row.client_count === 0}
              >
                <ChevronRightIcon
                  style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
                />
              </ActionIcon>
            )}
            {depth > 0 && (
              <Text span c="dimmed" aria-hidden="true">
                ↳
              </Text>
            )}
            {/* The name over its plan and client count: side by side they ran into the next column. */}
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={500} data-testid="company-name">
                {row.company_name}
              </Text>
              {(row.package_suffix || hasClients) && (
                <Group gap={6} wrap="wrap">
                  {row.package_suffix && (
                    <Badge
                      size="xs"
                      variant="light"
                      tt="none"
                      color={planColor(row)}
                      style={{ flexShrink: 0, overflow: 'visible' }}
                      data-testid="package-suffix"
                    >
                      {/* Part 2 §2 shows the code (NWM, WM…); issue 23 asks for the plan's name. */}
                      {planName(row.package_suffix)}
                    </Badge>
                  )}
                  {/* Chosen, not yet paid or granted: the agency's own plan panel says the same. */}
                  {notSubscribed && (
                    <Text
                      size="xs"
                      c="dimmed"
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid="plan-not-subscribed"
                    >
                      {t('tenants.list.notSubscribed')}
                    </Text>
                  )}
                  {/* Two dimmed notes side by side read as one ("Not subscribed yet 1 client"). */}
                  {notSubscribed && hasClients && (
                    <Text size="xs" c="dimmed" aria-hidden>
                      ·
                    </Text>
                  )}
                  {hasClients && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="client-count">
                      {t('tenants.list.clientCount', { count: row.client_count })}
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
          </Group>
        </Table.Td>
        <Table.Td>{row.name}</Table.Td>
        <Table.Td>
          <EmailAddress email={row.email} />
        </Table.Td>
        <Table.Td>
          <RowActions row={row} panel={panel} onPanel={togglePanel} onDialog={setDialog} />
        </Table.Td>
        <Table.Td>
          <SalesPeople row={row} />
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{createdFormat.format(new Date(row.created_at))}</Table.Td>
      </Table.Tr>
      <InlinePanelRow opened={panel === 'edit'} colSpan={TREE_COLUMNS}>
        <DownlineForm
          target={{ mode: 'edit', row }}
          label={t('tenants.form.editLabel', { company: row.company_name })}
          onDone={closePanel}
        />
      </InlinePanelRow>
      <InlinePanelRow opened={panel === 'add'} colSpan={TREE_COLUMNS}>
        <DownlineForm
          target={{ mode: 'add', userType: 'client', parentCompanyId: row.company_id }}
          label={t('tenants.form.addClientTo', { company: row.company_name })}
          onDone={closePanel}
        />
      </InlinePanelRow>
      <InlinePanelRow opened={panel === 'billing'} colSpan={TREE_COLUMNS}>
        <BillingHistory
          companyId={row.company_id}
          companyName={row.company_name}
          kind={agency ? 'agency' : 'client'}
        />
      </InlinePanelRow>
      {agency && expanded && <AgencyClients agency={row} search={search} columns={TREE_COLUMNS} />}
      {dialog === 'sales' && <SalesPersonModal row={row} opened onClose={() => setDialog(null)} />}
      {dialog === 'cost' && <CostAgencyModal row={row} onClose={() => setDialog(null)} />}
      {dialog === 'logs' && (
        <UserLogsModal
          companyId={row.company_id}
          companyName={row.company_name}
          opened
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
