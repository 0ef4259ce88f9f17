// What the wallet holds (part 2 §3 'Data wallet'): the balance, the last top-up it is measured
// against (automatic top-up below 10 % of it, part 2 §4), and what waits on the wallet: held leads,
// paused campaigns, a missing card.
import { formatUsdCents, messages, type WalletResponse } from '@lead/shared';
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContinualTopUpButton } from './continual-top-up-button.tsx';
import '../../i18n/en-wallet.ts';

export function WalletBalance({ wallet, onClose }: { wallet: WalletResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const stopped = wallet.stop_continual === 'T';
  const threshold = formatUsdCents(Math.round(Number(wallet.topup_threshold_amount) * 100));
  return (
    <Stack gap="xs">
      <Text size="sm">{t('dataWallet.intro')}</Text>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" id="wallet-balance-label">
              {t('dataWallet.balance')}
            </Text>
            <Text
              fz={28}
              fw={700}
              lh={1.1}
              data-testid="wallet-balance"
              aria-labelledby="wallet-balance-label"
            >
              {formatUsdCents(wallet.balance_cents)}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" data-testid="wallet-last-balance">
            {wallet.last_balance_cents > 0
              ? t('dataWallet.lastTopUp', { amount: formatUsdCents(wallet.last_balance_cents) })
              : t('dataWallet.noTopUpYet')}
          </Text>
        </Group>
        <Group mt="xs" justify="space-between" align="center" gap="xs">
          <Text size="sm" data-testid="wallet-continual-state" style={{ flex: '1 1 16rem' }}>
            {stopped
              ? t('dataWallet.autoTopUpOff')
              : wallet.last_balance_cents > 0
                ? t('dataWallet.autoTopUpOn', { threshold, amount: formatUsdCents(wallet.amount_cents) })
                : t('dataWallet.autoTopUpOnNoBase')}
          </Text>
          <ContinualTopUpButton wallet={wallet} />
        </Group>
      </Paper>
      {(wallet.held_leads > 0 || wallet.paused_campaigns > 0) && (
        <Alert color="orange" role="status" data-testid="wallet-held">
          {t('dataWallet.held', {
            leads: String(wallet.held_leads),
            campaigns: String(wallet.paused_campaigns),
          })}
        </Alert>
      )}
      {wallet.card_last4 === null && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{messages.walletNoCard}</Text>
            <Anchor component={Link} to="/user/card-setting" onClick={onClose} className="wl-link" size="sm">
              {t('dataWallet.cardSettingLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
