import type { SavedCard } from '@lead/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-payments.ts';

/** The card on file: brand, last four digits, expiry and the cardholder's address. */
export function CurrentCard({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  const expiry = `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="current-card">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{card.brand}</Badge>
          <Text fw={600}>•••• {card.last4}</Text>
          <Text c="dimmed" size="sm">
            {t('cardSetting.expires', { expiry })}
          </Text>
        </Group>
        <Text size="sm">{card.cardholder}</Text>
        <Text size="sm" c="dimmed">
          {[card.address, card.city, card.state, card.zip, card.country].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    </Paper>
  );
}
