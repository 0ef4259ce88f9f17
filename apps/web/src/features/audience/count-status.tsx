// A count's status as part 2 §4 shows it: Pending (with the over-an-hour note), Error (its tooltip is
// the §8 sentence), Success or No Result.
import { type CountRow, countOutcome, messages } from '@lead/shared';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_DELAY_MS } from '../tenants/row-action-icon.tsx';
import '../../i18n/en-audience.ts';

const COLORS = { pending: 'yellow', error: 'red', success: 'green', 'no-result': 'gray' } as const;

export function CountStatus({ row }: { row: CountRow }) {
  const { t } = useTranslation();
  const outcome = countOutcome(row);
  const badge = (
    <Badge
      color={COLORS[outcome]}
      variant="light"
      data-testid="count-status"
      // A narrow column must not cut the word short.
      style={{ minWidth: 'max-content' }}
    >
      {t(`audience.status.${outcome}`)}
    </Badge>
  );
  if (outcome === 'error')
    return (
      <Tooltip label={messages.leadCountError} openDelay={TOOLTIP_DELAY_MS} withArrow>
        {badge}
      </Tooltip>
    );
  if (outcome === 'pending')
    return (
      <Stack gap={2} maw={220}>
        {badge}
        <Text size="xs" c="dimmed">
          {t('audience.pendingNote')}
        </Text>
      </Stack>
    );
  return badge;
}
