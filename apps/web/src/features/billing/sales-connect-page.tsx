import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { CommissionsPanel } from '../commissions/commissions-panel.tsx';
import { ConnectedAccountPanel } from './connected-account-panel.tsx';
import '../../i18n/en-payments.ts';

/**
 * /configuration/sales-connect-account: a sales person connects the account their commissions go to,
 * and sees the commissions earned (issue 15 point 3).
 */
export function SalesConnectPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t('configurationPages.sales-connect-account')}
        description={t('salesConnect.intro')}
      />
      <Stack gap="xl">
        <ConnectedAccountPanel type="sales" />
        <CommissionsPanel userId={user.id} />
      </Stack>
    </>
  );
}
