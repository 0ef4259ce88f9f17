// Topping the wallet up (part 2 §4 'Data wallet', 'Continual top-up'; §5 'Wallet amount'): Save
// stores the amount without charging; Charge hands the checked amount to the confirmation; the
// continual top-up button flips between 'Stop Continual Topup' and 'Continual Topup'. Save or
// Charge below the minimum says 'The minimum amount is $…' as a notification, as the spec says.
import {
  checkWalletAmount,
  formatUsdCents,
  messages,
  type WalletResponse,
  walletDefaultDollars,
} from '@lead/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { type WalletAmountChoice, WalletAmountPicker } from './wallet-amount-picker.tsx';
import { saveAmount, setStopContinual, WALLET_KEY } from './wallet-api.ts';
import { newChargeKey } from './wallet-charge-key.ts';

/** A charge the user asked for, waiting for confirmation; the key is made once per ask. */
export type PendingCharge = {
  amount: string;
  cents: number;
  custom: boolean;
  stopContinual: boolean;
  key: string;
};

const refreshWallet = () => queryClient.invalidateQueries({ queryKey: WALLET_KEY });
const danger = (message: string) => notifications.show({ color: 'red', message });

/** The amount the dialog opens with: the saved one, never under the mode's minimum (part 2 §9). */
export function initialChoice(wallet: WalletResponse): WalletAmountChoice {
  const custom = wallet.custom_amount === 'T';
  const saved = wallet.amount_cents > 0 ? wallet.amount_cents / 100 : null;
  return { amount: String(walletDefaultDollars(saved, custom)), custom };
}

type WalletTopUpProps = {
  wallet: WalletResponse;
  companyId: number;
  onCharge: (charge: PendingCharge) => void;
};

export function WalletTopUp({ wallet, companyId, onCharge }: WalletTopUpProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => initialChoice(wallet));
  const stopped = wallet.stop_continual === 'T';

  const save = useMutation({
    mutationFn: (amount: string) => saveAmount(companyId, amount, choice.custom),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refreshWallet();
    },
    onError: (error) => danger(errorMessageOf(error)),
  });
  const continual = useMutation({
    mutationFn: (stop: boolean) => setStopContinual(companyId, stop),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refreshWallet();
    },
    onError: (error) => danger(errorMessageOf(error)),
  });

  /** The shared rule decides; below the minimum it answers 'The minimum amount is $…'. */
  const checked = () => {
    const check = checkWalletAmount(choice.amount, choice.custom);
    if (!check.ok) danger(check.message);
    return check.ok ? check : null;
  };
  const askContinual = () => {
    const stop = !stopped;
    modals.openConfirmModal({
      title: t(stop ? 'dataWallet.stopTitle' : 'dataWallet.startTitle'),
      children: <Text size="sm">{t(stop ? 'dataWallet.stopText' : 'dataWallet.startText')}</Text>,
      labels: {
        confirm: t(stop ? 'dataWallet.stopContinual' : 'dataWallet.startContinual'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: stop ? 'red' : undefined },
      onConfirm: () => continual.mutate(stop),
    });
  };
  const chosen = checkWalletAmount(choice.amount, choice.custom);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('dataWallet.amountLegend')}
      </Title>
      <WalletAmountPicker value={choice} onChange={setChoice} disabled={save.isPending} />
      <Text size="sm" fw={500} data-testid="wallet-non-refundable">
        {messages.walletNonRefundable}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="light"
          color={stopped ? undefined : 'red'}
          onClick={askContinual}
          loading={continual.isPending}
        >
          {stopped ? t('dataWallet.startContinual') : t('dataWallet.stopContinual')}
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() => {
              const check = checked();
              if (check) save.mutate((check.cents / 100).toFixed(2));
            }}
          >
            {t('dataWallet.save')}
          </Button>
          <Button
            onClick={() => {
              const check = checked();
              if (check)
                onCharge({
                  amount: (check.cents / 100).toFixed(2),
                  cents: check.cents,
                  custom: choice.custom,
                  stopContinual: stopped,
                  key: newChargeKey(),
                });
            }}
          >
            {chosen.ok
              ? t('dataWallet.charge', { amount: formatUsdCents(chosen.cents) })
              : t('dataWallet.chargePlain')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('dataWallet.saveHint')}
      </Text>
    </Stack>
  );
}
