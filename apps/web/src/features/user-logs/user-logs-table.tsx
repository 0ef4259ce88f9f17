// The logs table (part 2 §3 "User log row"): descriptions cut at 30 characters with the full text
// on hover (part 2 §5), and on focus for the keyboard; an empty or failed fetch shows 'No Data'
// (part 2 §8).
import { logActionName, messages, truncateDescription, type UserLogRow } from '@lead/shared';
import { Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-user-logs.ts';

const COLUMNS = ['date', 'name', 'type', 'company', 'action', 'description', 'ip'] as const;
const DESCRIPTION_HOVER_DELAY_MS = 300;

/** yyyy-MM-dd HH:mm in the viewer's own time zone. */
const shownDate = (iso: string) => DateTime.fromISO(iso).toFormat('yyyy-MM-dd HH:mm');
const orDash = (value: string | null) => value || '-';

function Description({ text }: { text: string }) {
  const shown = truncateDescription(text);
  if (shown === text) return <Text size="sm">{text}</Text>;
  return (
    <Tooltip
      label={text}
      openDelay={DESCRIPTION_HOVER_DELAY_MS}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={360}
      withArrow
    >
      {/* Reachable by Tab, so the keyboard opens the whole text too; a screen reader hears it whole. */}
      <Text size="sm" data-testid="log-description" tabIndex={0} style={{ cursor: 'help' }}>
        <span aria-hidden>{shown}</span>
        <VisuallyHidden>{text}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

export function UserLogsTable({ rows }: { rows: UserLogRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover withTableBorder aria-label={t('userLogs.title')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`userLogs.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text ta="center" c="dimmed" py="md">
                  {messages.logsEmpty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="log-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownDate(row.created_at)}</Table.Td>
              <Table.Td>{orDash(row.name)}</Table.Td>
              <Table.Td>{orDash(row.type_user)}</Table.Td>
              <Table.Td>{orDash(row.company_name)}</Table.Td>
              <Table.Td>{logActionName(row.action)}</Table.Td>
              <Table.Td>
                <Description text={row.description} />
              </Table.Td>
              <Table.Td>{orDash(row.user_ip)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
