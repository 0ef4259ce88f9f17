import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons.tsx';

/** Light/dark switch; the choice is kept in localStorage 'user-theme' by the colour-scheme manager. */
export function ThemeToggle({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const label = t('theme.toggle');
  return (
    // A native title, not a tooltip component: the sign-in page shows this switch and loads light.
    <ActionIcon
      title={scheme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
      variant={onDark ? 'transparent' : 'default'}
      c={onDark ? 'white' : undefined}
      size="lg"
      aria-label={label}
      aria-pressed={scheme === 'dark'}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
