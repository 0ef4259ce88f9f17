// A download button's state: busy while the file comes, a red toast when it could not.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import '../../i18n/en-invoices.ts';

export function useDownload(start: () => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await start();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('invoices.downloadFailed'),
        message: errorMessageOf(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
