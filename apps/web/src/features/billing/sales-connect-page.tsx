import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ConnectedAccountPanel } from './connected-account-panel.tsx';

/** /configuration/sales-connect-account: a sales person connects the account their commissions go to. */
export function SalesConnectPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('configurationPages.sales-connect-account')}
        description={t('salesConnect.intro')}
      />
      <ConnectedAccountPanel type="sales" />
    </>
  );
}
