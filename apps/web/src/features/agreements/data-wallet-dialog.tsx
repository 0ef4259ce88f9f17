// Data Wallet (part 1 §6): the beta Service Agreement when it applies, then what the wallet is.
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../lib/shell-context.tsx';
import { FeatureAgreementDialog } from './feature-agreement-dialog.tsx';

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
    <Modal opened onClose={onClose} title={t('dataWallet.title')} centered>
      <Stack gap="sm">
        <Text>{t('dataWallet.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('dataWallet.topUp')}
        </Text>
        <Anchor component={Link} to="/user/card-setting" onClick={onClose} className="wl-link">
          {t('dataWallet.cardSettingLink')}
        </Anchor>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
