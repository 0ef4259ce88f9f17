// Asks before the wizard is left with unsaved work (issue 23 point 6): a dialog for moves inside the
// app (links, the browser's Back), the browser's own question for reload, closing and typed addresses.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import '../../i18n/en-campaign-setup.ts';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('campaignSetup.draft.leaveTitle')}
      centered
    >
      <Text size="sm">{t('campaignSetup.draft.leaveText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('campaignSetup.draft.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t('campaignSetup.draft.leave')}</Button>
      </Group>
    </Modal>
  );
}
