// The confirm button of a review step (refund, wallet charge): it appears where the review button was,
// so the second click of a double click on "Review" landed on it and confirmed unseen (issue 23). A
// click that is the second of a double click (detail 2 or more) is ignored; a click or Enter confirms.
import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type Props = ButtonProps & { onConfirm: () => void; children: ReactNode };

export function ReviewedConfirmButton({ onConfirm, children, ...button }: Props) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    onConfirm();
  };
  return (
    <Button {...button} onClick={onClick}>
      {children}
    </Button>
  );
}
