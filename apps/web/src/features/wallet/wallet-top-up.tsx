// Topping the wallet up (part 2 §4 'Data wallet'; §5 'Wallet amount'): Save stores the amount
// without charging; Charge hands the checked amount to the confirmation (wallet-charge-confirm).
// Save or Charge below the minimum says 'The minimum amount is $…' as a notification, as the spec says.
import {
  checkWalletAmount,
  formatUsdCents,
  messages,
  type WalletResponse,
  walletMinimumNotice,
} from '@lead/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { WalletAmountPicker } from './wallet-amount-picker.tsx';
import { saveAmount, WALLET_KEY } from './wallet-api.ts';
import { newChargeKey } from './wallet-charge-key.ts';
import { belowMinimum, initialChoice } from './wallet-choice.ts';
import '../../i18n/en-wallet.ts';

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

  /** The shared rule decides; below the minimum it answers 'The minimum amount is $…'. */
  const checked = () => {
    // An empty field is below the minimum too: the spec's sentence says what is needed.
    if (belowMinimum(choice)) {
      danger(walletMinimumNotice(choice.custom));
      return null;
    }
    const check = checkWalletAmount(choice.amount, choice.custom);
    if (!check.ok) danger(check.message);
    return check.ok ? check : null;
  };
  const chosen = checkWalletAmount(choice.amount, choice.custom);
  const saveChoice = () => {
    const check = checked();
    if (check) save.mutate((check.cents / 100).toFixed(2));
  };

  return (
    // Enter in the amount field saves (never charges): below the minimum it says so.
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        saveChoice();
      }}
    >
      <Title order={3} size="h5">
        {t('dataWallet.amountLegend')}
      </Title>
      <WalletAmountPicker value={choice} onChange={setChoice} disabled={save.isPending} />
      <Text size="sm" fw={500} data-testid="wallet-non-refundable">
        {messages.walletNonRefundable}
      </Text>
      <Group justify="flex-end" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button type="submit" variant="default" loading={save.isPending}>
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
