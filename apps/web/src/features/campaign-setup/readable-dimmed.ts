// Mantine's dimmed grey (gray.6 on white) reads at about 3.3:1, below WCAG AA's 4.5:1, so axe-core
// flags every hint and secondary line. The campaign pages and the edit dialog use a darker grey
// (gray.7 in light, dark.1 in dark) through the same variable. A theme-wide fix would make this moot.
import type { CSSProperties } from 'react';

export const READABLE_DIMMED = {
  '--mantine-color-dimmed': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
} as CSSProperties;
