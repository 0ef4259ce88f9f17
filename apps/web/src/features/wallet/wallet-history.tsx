// The wallet's transaction history (part 2 §3, §8, §9): one month at a time (YYYY-MM), a list at
// most 320 px high that scrolls, 'No transaction history available.' when empty or when the fetch
// fails (the failure is only logged, as the spec says), and the month as a CSV download.
import { formatUsdCents, messages, type WalletTransaction } from '@lead/shared';
import { Badge, Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadHistory, getHistory, historyKey } from './wallet-api.ts';
import { monthOf, recentMonths } from './wallet-months.ts';
import '../../i18n/en-wallet.ts';

/** Part 2 §9: the history scrolls at a maximum height of 320 pixels. */
export const HISTORY_MAX_HEIGHT = 320;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const KIND_COLOR = { topup: 'green', charge: 'blue', other: 'gray' } as const;

function HistoryRow({ entry }: { entry: WalletTransaction }) {
  const { t } = useTranslation();
  // A top-up adds to the balance, a charge takes from it.
  const sign = entry.transaction_type === 'topup' ? '+' : entry.transaction_type === 'charge' ? '−' : '';
  const declined = entry.status === 'declined';
  return (
    <Box
      component="li"
      py={6}
      px="xs"
      data-testid="wallet-history-row"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', listStyle: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {entry.title}
          </Text>
          <Text size="xs" c="dimmed">
            {dateTime.format(new Date(entry.created_at))}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={declined ? 'red' : KIND_COLOR[entry.transaction_type]}>
            {declined ? t('dataWallet.declined') : t(`dataWallet.kinds.${entry.transaction_type}`)}
          </Badge>
          <Text
            size="sm"
            fw={600}
            td={declined ? 'line-through' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {sign}
            {formatUsdCents(entry.amount_cents)}
          </Text>
        </Group>
      </Group>
    </Box>
  );
}

export function WalletHistory({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const monthLabel = months.find((entry) => entry.value === month)?.label ?? month;
  const history = useQuery({
    queryKey: historyKey(companyId, month),
    queryFn: async () => {
      try {
        return (await getHistory(companyId, month)).transaction_history;
      } catch (error) {
        // Part 2 §8 'Wallet history fetch failure': logged only; the list shows the empty sentence.
        console.error('Wallet history could not be loaded', error);
        return [];
      }
    },
  });
  const save = useMutation({
    mutationFn: () => downloadHistory(companyId, month),
    onError: () => notifications.show({ color: 'red', message: t('dataWallet.downloadFailed') }),
  });
  const rows = history.data ?? [];

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          {t('dataWallet.history')}
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('dataWallet.month')}
            data={months}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={180}
            size="xs"
          />
          <Button size="xs" variant="default" onClick={() => save.mutate()} loading={save.isPending}>
            {t('dataWallet.download')}
          </Button>
        </Group>
      </Group>
      {!history.isPending && rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm" data-testid="wallet-history-empty">
          {messages.walletNoHistory}
        </Text>
      ) : (
        <Box
          component="ul"
          m={0}
          p={0}
          // Scrollable regions are reachable by keyboard (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label={t('dataWallet.historyLabel', { month: monthLabel })}
          aria-busy={history.isPending}
          data-testid="wallet-history"
          style={{
            maxHeight: HISTORY_MAX_HEIGHT,
            overflowY: 'auto',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {rows.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
