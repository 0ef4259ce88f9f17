// The wallet's continual top-up switch (part 2 §4 'Continual top-up'): the button wording flips
// between 'Stop Continual Topup' and 'Continual Topup' with the stored state; both ask first,
// since one stops automatic charges (and may pause campaigns) and the other allows them.
import type { WalletResponse } from '@lead/shared';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setStopContinual, WALLET_KEY } from './wallet-api.ts';
import '../../i18n/en-wallet.ts';

export function ContinualTopUpButton({ wallet }: { wallet: WalletResponse }) {
  const { t } = useTranslation();
  const stopped = wallet.stop_continual === 'T';
  const continual = useMutation({
    mutationFn: (stop: boolean) => setStopContinual(wallet.company_id, stop),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const ask = () => {
    const stop = !stopped;
    openConfirmAction({
      title: t(stop ? 'dataWallet.stopTitle' : 'dataWallet.startTitle'),
      children: <Text size="sm">{t(stop ? 'dataWallet.stopText' : 'dataWallet.startText')}</Text>,
      labels: {
        confirm: t(stop ? 'dataWallet.stopContinual' : 'dataWallet.startContinual'),
        cancel: t('common.cancel'),
      },
      confirmProps: stop ? { color: 'red' } : undefined,
      onConfirm: () => continual.mutateAsync(stop),
    });
  };
  return (
    <Button
      variant="light"
      color={stopped ? undefined : 'red'}
      size="xs"
      onClick={ask}
      loading={continual.isPending}
    >
      {stopped ? t('dataWallet.startContinual') : t('dataWallet.stopContinual')}
    </Button>
  );
}
