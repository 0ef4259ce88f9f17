// Data Wallet (part 1 §6; part 2 §3, §4, §5, §8, §9; issue 16): the beta Service Agreement when it
// applies, then the wallet: its balance, the top-up amount (preset or custom), Save (stores it,
// charges nothing), Charge (asks first, saying the amount and that purchases are non-refundable),
// the continual top-up switch and the month's transaction history.
import type { WalletResponse } from '@lead/shared';
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { FeatureAgreementDialog } from '../agreements/feature-agreement-dialog.tsx';
import { READABLE_DIMMED } from '../campaign-setup/readable-dimmed.ts';
import { getWallet, walletKey } from './wallet-api.ts';
import { WalletBalance } from './wallet-balance.tsx';
import { WalletChargeConfirm } from './wallet-charge-confirm.tsx';
import { WalletHistory } from './wallet-history.tsx';
import { type PendingCharge, WalletTopUp } from './wallet-top-up.tsx';
import '../../i18n/en-wallet.ts';

export function DataWalletDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { facts, view } = useShell();
  const [agreedNow, setAgreedNow] = useState(false);
  const feature = facts.betaFeatures.data_wallet;

  if (view.dataWalletAgreementNeeded && feature && !agreedNow) {
    return (
      <FeatureAgreementDialog
        feature={feature}
        locationMenu="profile-menu data-wallet"
        onAgreed={() => setAgreedNow(true)}
        onDeclined={onClose}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('dataWallet.title')} centered size="lg" style={READABLE_DIMMED}>
      <WalletPanel onClose={onClose} />
    </Modal>
  );
}

function WalletPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const companyId = useCurrentUser().company_id;
  const wallet = useQuery({ queryKey: walletKey(companyId), queryFn: () => getWallet(companyId) });

  if (wallet.isPending) return <Skeleton h={320} role="status" aria-label={t('common.loading')} />;
  if (wallet.isError)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {wallet.error.message || t('dataWallet.loadFailed')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  return <WalletContent wallet={wallet.data} companyId={companyId} onClose={onClose} />;
}

type WalletContentProps = { wallet: WalletResponse; companyId: number; onClose: () => void };

function WalletContent({ wallet, companyId, onClose }: WalletContentProps) {
  const { t } = useTranslation();
  // Charge asks first, in the dialog itself; the wallet and the chosen amount stay as they were.
  const [pending, setPending] = useState<PendingCharge | null>(null);
  // Back or a finished charge returns focus to the Charge button that asked.
  const asker = useRef<HTMLElement | null>(null);
  const ask = (charge: PendingCharge) => {
    asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(charge);
  };
  useEffect(() => {
    if (pending === null) asker.current?.focus();
  }, [pending]);

  return (
    <>
      {pending && (
        <WalletChargeConfirm
          charge={pending}
          companyId={companyId}
          cardLast4={wallet.card_last4}
          onDone={() => setPending(null)}
        />
      )}
      <Stack gap="md" display={pending ? 'none' : undefined}>
        <WalletBalance wallet={wallet} onClose={onClose} />
        <WalletTopUp wallet={wallet} companyId={companyId} onCharge={ask} />
        <Divider />
        <WalletHistory companyId={companyId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
