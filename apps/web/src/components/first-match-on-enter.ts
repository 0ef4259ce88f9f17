// Type-then-Enter in a searchable picker whose options the server matches: Enter with no option
// highlighted picks the first match, once the answer to what was typed has arrived. The pick goes
// through the picker's own onChange, not the list on screen: a Tab right after Enter closes the
// list before a slow answer arrives, and the pick must still happen.
import { type KeyboardEvent, useEffect, useRef } from 'react';

type Picker = {
  /** The shown options do not answer the typed text yet. */
  searching: boolean;
  options: readonly { value: string }[];
  /** The chosen option's value: choosing it again would only take it away. */
  chosen: string | null;
  pick: (value: string) => void;
};

/** Returns the input's onKeyDown. */
export function useFirstMatchOnEnter({ searching, options, chosen, pick }: Picker) {
  const waiting = useRef(false);
  const pickFirst = () => {
    const first = options[0];
    if (first && first.value !== chosen) pick(first.value);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer arrives, with it
  useEffect(() => {
    if (searching || !waiting.current) return;
    waiting.current = false;
    pickFirst();
  }, [searching, options]);

  return (event: KeyboardEvent<HTMLInputElement>) => {
    // An option highlighted with the arrows is Mantine's to pick.
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (event.currentTarget.value.trim() === '') return;
    event.preventDefault();
    if (searching) waiting.current = true;
    else pickFirst();
  };
}
