// A confirmation whose confirm button runs the action itself (issue 23 item 1): it is disabled and
// shows loading until the action settles, and the second click of a double click runs nothing. A
// confirm modal that closes first and acts after left its button clickable while it faded out, so a
// double click made the change twice (a success toast beside an error toast). The dialog closes when
// the action settles; the caller's own success or error notice says how it went, once.
import { Button, type ButtonProps, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useRef, useState } from 'react';
import { ReviewedConfirmButton } from './reviewed-confirm-button.tsx';

export type ConfirmActionOptions = {
  title: ReactNode;
  children: ReactNode;
  labels: { confirm: ReactNode; cancel: ReactNode };
  confirmProps?: ButtonProps;
  /** The action; a rejection is the caller's to report (its mutation's onError). */
  onConfirm: () => Promise<unknown>;
};

/** Opens the confirmation; returns its modal id. */
export function openConfirmAction({ title, ...body }: ConfirmActionOptions): string {
  const modalId = `confirm-action-${Math.random().toString(36).slice(2)}`;
  modals.open({
    modalId,
    title,
    // Closed by its buttons, its × or Escape, not by a click beside it: the second click of a double
    // click on the opener lands on the overlay, which closed the question as soon as it was asked.
    closeOnClickOutside: false,
    children: <ConfirmActionBody {...body} close={() => modals.close(modalId)} />,
  });
  return modalId;
}

type BodyProps = Omit<ConfirmActionOptions, 'title'> & { close: () => void };

function ConfirmActionBody({ children, labels, confirmProps, onConfirm, close }: BodyProps) {
  const [running, setRunning] = useState(false);
  // A ref, not the state: the second click of a double click comes before React re-renders.
  const started = useRef(false);
  const run = async () => {
    if (started.current) return;
    started.current = true;
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // Reported by the caller's onError; the dialog only closes.
    } finally {
      close();
    }
  };
  return (
    <Stack gap={0}>
      {children}
      <Group mt="md" justify="flex-end">
        <Button variant="default" onClick={close} disabled={running}>
          {labels.cancel}
        </Button>
        {/* The dialog opens under the pointer: a double click on its opener confirms nothing. */}
        <ReviewedConfirmButton {...confirmProps} loading={running} onConfirm={() => void run()}>
          {labels.confirm}
        </ReviewedConfirmButton>
      </Group>
    </Stack>
  );
}
