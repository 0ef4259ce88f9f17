// A refused step says so: the first field with an error takes the focus (a screen reader reads its
// error with it, through aria-describedby) and an alert region announces that fields need fixing.
import { messages } from '@lead/shared';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export function useRefusedStep<Container extends HTMLElement = HTMLDivElement>() {
  const container = useRef<Container>(null);
  const [refusals, setRefusals] = useState(0);
  // After the render that drew the errors: only then are the fields marked aria-invalid.
  useEffect(() => {
    if (refusals > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return {
    container,
    refusals,
    refuse: () => setRefusals((count) => count + 1),
    accept: () => setRefusals(0),
  };
}

/** The alert region; a new refusal replaces its text so the same sentence is read again. */
export function RefusalAnnouncement({ refusals }: { refusals: number }) {
  return (
    <VisuallyHidden role="alert" data-testid="refusal-announcement">
      {refusals > 0 && <span key={refusals}>{messages.fixMarkedFields}</span>}
    </VisuallyHidden>
  );
}
