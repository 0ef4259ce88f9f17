import { messages } from '@lead/shared';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';

const MODAL_ID = 'session-ended';

/** The 'Session Ended' alert of part 1 §8; shown once even when several calls fail together. */
export function showSessionEndedAlert(): void {
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: messages.sessionEndedTitle,
    centered: true,
    children: (
      <>
        <Text>{messages.sessionEndedText}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(MODAL_ID)}>{i18next.t('common.ok')}</Button>
        </Group>
      </>
    ),
  });
}
