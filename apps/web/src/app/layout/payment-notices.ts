// Shows the payment notices as persistent danger notifications, once per user in this browser session.
import { messages, paymentNotices } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useShell } from '../../lib/shell-context.tsx';

const shown = new Set<string>();

export function usePaymentNotices(): void {
  const { facts } = useShell();
  useEffect(() => {
    for (const notice of paymentNotices(facts)) {
      const id = `payment-notice-${facts.user_id}-${notice}`;
      if (shown.has(id)) continue;
      shown.add(id);
      notifications.show({
        id,
        color: 'red',
        message: messages[notice],
        autoClose: false,
        withCloseButton: true,
      });
    }
  }, [facts]);
}
