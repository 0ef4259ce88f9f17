// The 'Session Ended' alert of part 1 §8. Its state lives outside React so that a 401 answered
// before the app has finished mounting is still shown once it has; shown once for many failures.
import { messages } from '@lead/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

let ended = false;
const listeners = new Set<() => void>();
const setEnded = (value: boolean) => {
  ended = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showSessionEndedAlert(): void {
  setEnded(true);
}

export function SessionEndedAlert() {
  const { t } = useTranslation();
  const opened = useSyncExternalStore(subscribe, () => ended);
  const close = () => setEnded(false);
  return (
    <Modal opened={opened} onClose={close} title={messages.sessionEndedTitle} centered>
      <Text>{messages.sessionEndedText}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
