// Type-then-Enter in a searchable picker whose options the server matches: Enter with no option
// highlighted picks the first match, once the answer to what was typed has arrived.
import { type KeyboardEvent, useEffect, useRef } from 'react';

/** Clicks the first option of the listbox the input controls, as a pointer would. */
function pickFirstOption(input: HTMLInputElement): void {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  listbox?.querySelector<HTMLElement>('[role="option"]:not([data-combobox-disabled])')?.click();
}

/** `searching`: the shown options do not answer the typed text yet. Returns the input's onKeyDown. */
export function useFirstMatchOnEnter(searching: boolean) {
  const waiting = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (searching || !waiting.current) return;
    pickFirstOption(waiting.current);
    waiting.current = null;
  }, [searching]);

  return (event: KeyboardEvent<HTMLInputElement>) => {
    // An option highlighted with the arrows is Mantine's to pick.
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (event.currentTarget.value.trim() === '') return;
    event.preventDefault();
    if (searching) waiting.current = event.currentTarget;
    else pickFirstOption(event.currentTarget);
  };
}
