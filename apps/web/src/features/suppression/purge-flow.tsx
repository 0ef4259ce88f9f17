// Purge with the spec's dialogs (part 2 §8 "Purge"): 'Record Purge Confirmation' first; a success
// shows the server's title and message, any other answer an error dialog, and a failed request
// 'There was an error processing your request.'. Plain modals (not the modals manager), so the
// flow also works inside a dialog the manager already shows.
import type { PurgeResponse } from '@lead/shared';
import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-suppression.ts';

type Outcome = { title: string; text: string; failed: boolean };

/** Above the dialog that opened them (both would otherwise share the modal layer). */
const ABOVE_DIALOG = getDefaultZIndex('modal') + 10;

export function usePurgeFlow(purge: () => Promise<PurgeResponse>, onPurged: () => void) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({
    mutationFn: purge,
    onSuccess: (answer) => {
      if (answer.result === 'success') {
        setOutcome({ title: answer.title, text: answer.msg, failed: false });
        onPurged();
      } else {
        setOutcome({ title: t('suppression.purge.errorTitle'), text: answer.msg, failed: true });
      }
    },
    onError: () =>
      setOutcome({
        title: t('suppression.purge.errorTitle'),
        text: t('suppression.purge.requestFailed'),
        failed: true,
      }),
    onSettled: () => setConfirming(false),
  });

  const dialogs = (
    <>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('suppression.purge.confirmTitle')}
        centered
        size="sm"
        zIndex={ABOVE_DIALOG}
      >
        <Stack gap="md">
          <Text size="sm">{t('suppression.purge.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {t('suppression.purge.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.title}
        centered
        size="sm"
        zIndex={ABOVE_DIALOG}
      >
        <Stack gap="md">
          <Text size="sm" c={outcome?.failed ? 'red' : undefined} role={outcome?.failed ? 'alert' : 'status'}>
            {outcome?.text}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setOutcome(null)}>{t('common.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );

  return { askPurge: () => setConfirming(true), busy: mutation.isPending, dialogs };
}
