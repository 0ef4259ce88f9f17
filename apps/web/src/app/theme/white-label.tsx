// Holds the appearance of the brand on screen; visitor pages set the host's, signed-in pages the user's.
import { type Appearance, DEFAULT_APPEARANCE } from '@lead/shared';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  applyCssVariables,
  changedAppearance,
  readableVariables,
  safeAppearance,
  themeFor,
} from './brand-theme.ts';

/** Only 'user-theme' is written (part 1 §3 "Local storage"). */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'user-theme' });

const SetAppearanceContext = createContext<(appearance: Appearance) => void>(() => {});

export function WhiteLabelProvider({ children }: { children: ReactNode }) {
  const [appearance, setAppearance] = useState<Appearance>(DEFAULT_APPEARANCE);
  const theme = useMemo(() => themeFor(appearance), [appearance]);
  // The same colours again (the platform's own host has the default ones) keep the current theme: a
  // new theme object would draw every component on the page anew for nothing.
  const brand = useCallback(
    (next: Appearance) => setAppearance((current) => changedAppearance(current, next)),
    [],
  );

  useEffect(() => applyCssVariables(appearance), [appearance]);

  return (
    <SetAppearanceContext value={brand}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={readableVariables}
      >
        {children}
      </MantineProvider>
    </SetAppearanceContext>
  );
}

/** Brands the page with `appearance` once it is known (undefined: keep the current look). */
export function useWhiteLabel(appearance: Appearance | undefined): void {
  const setAppearance = use(SetAppearanceContext);
  const key = appearance ? JSON.stringify(appearance) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for `appearance`.
  useEffect(() => {
    // A new theme draws every component again: as a transition React does it in short slices, where
    // an ordinary update drew the whole page in one task (the sign-in page's longest after hydrating).
    if (appearance) startTransition(() => setAppearance(safeAppearance(appearance)));
  }, [key, setAppearance]);
}
