// The confirmation before Charge (part 2 §4 'Data wallet': Charge asks, then processes; §9: prepaid
// purchases are non-refundable). It states the amount and the card, and says the purchase cannot be
// refunded. The answer shows as a notification: success green, 'failed' as danger (part 2 §8).
import { formatUsdCents, messages } from '@lead/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewedConfirmButton } from '../../components/reviewed-confirm-button.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { chargeWallet, WALLET_KEY } from './wallet-api.ts';
import type { PendingCharge } from './wallet-top-up.tsx';
import '../../i18n/en-wallet.ts';

type WalletChargeConfirmProps = {
  charge: PendingCharge;
  companyId: number;
  cardLast4: string | null;
  onDone: () => void;
};

export function WalletChargeConfirm({ charge, companyId, cardLast4, onDone }: WalletChargeConfirmProps) {
  const { t } = useTranslation();
  const amount = formatUsdCents(charge.cents);
  // The Charge button that opened this question is hidden now: focus moves to the question, inside the
  // dialog, so the keyboard stays in the dialog's focus trap and a screen reader reads the amount.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const run = useSubmission({
    // The same key on a retry: the server answers the first outcome instead of charging again.
    mutationFn: () =>
      chargeWallet({
        companyId,
        amount: charge.amount,
        custom: charge.custom,
        stopContinual: charge.stopContinual,
        idempotencyKey: charge.key,
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: answer.result === 'success' ? 'green' : 'red', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      onDone();
    },
  });

  return (
    <Stack gap="sm" role="group" aria-labelledby="wallet-charge-title">
      <Title order={3} size="h4" id="wallet-charge-title" ref={title} tabIndex={-1}>
        {t('dataWallet.chargeTitle', { amount })}
      </Title>
      <Text size="sm">
        {t('dataWallet.chargeText', { amount })}
        {cardLast4 ? ` ${t('dataWallet.chargeCard', { last4: cardLast4 })}` : ''}
      </Text>
      <Alert color="orange" variant="light" data-testid="wallet-charge-non-refundable">
        {messages.walletNonRefundable} {t('dataWallet.chargeNonRefundable')}
      </Alert>
      {run.isError && (
        <Alert color="red" role="alert">
          {errorMessageOf(run.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={run.isPending}>
          {t('dataWallet.back')}
        </Button>
        <ReviewedConfirmButton color="green" onConfirm={() => run.mutate()} loading={run.isPending}>
          {t('dataWallet.chargeConfirm', { amount })}
        </ReviewedConfirmButton>
      </Group>
    </Stack>
  );
}
