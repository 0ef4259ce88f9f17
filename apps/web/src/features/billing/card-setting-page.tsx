// /user/card-setting: the card on file, a form to replace it, and in test mode a switch to make the
// card decline (to demonstrate a failed payment).
import { formatUsdCents } from '@lead/shared';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { DataWalletDialog } from '../wallet/data-wallet-dialog.tsx';
import { cardKey, readCard, sandboxCardOutcomeKey } from './billing-api.ts';
import { CurrentCard } from './current-card.tsx';
import { ProviderCardForm } from './provider-card-form.tsx';
import { SandboxDeclineControl } from './sandbox-decline-control.tsx';
import '../../i18n/en-payments.ts';

export function CardSettingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const card = useQuery({ queryKey: cardKey, queryFn: readCard });
  const current = card.data?.card ?? null;
  const failedCents = card.data?.failed_cents ?? 0;
  // Issue 16: the agency's Data Wallet, not this card, pays what failed; charging the wallet pays it.
  const byWallet = card.data?.failed_paid_by_wallet === true;
  const [walletOpen, setWalletOpen] = useState(false);
  // A card entered anew charges normally again (the sandbox forgets a switch to decline).
  const onSaved = () => void queryClient.invalidateQueries({ queryKey: sandboxCardOutcomeKey });
  // The shell forces this page while a payment failed (part 1 §4 "Forced pages"): say why.
  const { facts } = useShell();
  const paymentFailed = facts.clientPaymentFailed || facts.agencyPaymentFailed;
  return (
    <>
      <PageHeader title={t('cardSetting.title')} description={t('cardSetting.intro')} />
      <Stack gap="lg" maw={640}>
        {paymentFailed && (
          <Alert
            color="red"
            variant="light"
            title={t('cardSetting.paymentFailedTitle')}
            data-testid="payment-failed"
          >
            {byWallet ? (
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {t('cardSetting.paymentFailedWallet', { amount: formatUsdCents(failedCents) })}
                </Text>
                <Button size="xs" onClick={() => setWalletOpen(true)}>
                  {t('cardSetting.openWallet')}
                </Button>
              </Stack>
            ) : failedCents > 0 ? (
              t('cardSetting.paymentFailedAmount', { amount: formatUsdCents(failedCents) })
            ) : (
              t('cardSetting.paymentFailed')
            )}
          </Alert>
        )}
        {walletOpen && <DataWalletDialog onClose={() => setWalletOpen(false)} />}
        {card.isPending && <Skeleton h={90} radius="md" />}
        {card.isError && (
          <Alert color="red" variant="light">
            {errorMessageOf(card.error)}
          </Alert>
        )}
        {card.isSuccess &&
          (current ? <CurrentCard card={current} /> : <Alert>{t('cardSetting.noCard')}</Alert>)}
        {current && <SandboxDeclineControl last4={current.last4} />}
        <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {current ? t('cardSetting.replace') : t('cardSetting.add')}
          </Title>
          <ProviderCardForm cardholder={user.name} submitLabel={t('cardSetting.save')} onSaved={onSaved} />
        </Paper>
      </Stack>
    </>
  );
}
