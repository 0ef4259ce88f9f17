// Shows the payment notices as persistent danger notifications, once per user in this browser session.
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context.tsx';
import { paymentNotices } from './payment-notice.ts';

const shown = new Set<string>();

export function usePaymentNotices(): void {
  const { t } = useTranslation();
  const { facts } = useShell();
  useEffect(() => {
    for (const notice of paymentNotices(facts, (key) => t(`paymentNotices.${key}`))) {
      const id = `payment-notice-${facts.user_id}-${notice.key}`;
      if (shown.has(id)) continue;
      shown.add(id);
      notifications.show({
        id,
        color: 'red',
        message: notice.message,
        autoClose: false,
        withCloseButton: true,
      });
    }
  }, [facts, t]);
}
