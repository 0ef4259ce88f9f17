import { contrastRatio, DEFAULT_APPEARANCE, MIN_TEXT_CONTRAST } from '@lead/shared';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableVariables, safeAppearance, themeFor } from './brand-theme.ts';

describe('saved appearance is agency input and is cleaned before it reaches CSS', () => {
  it('keeps hex colours and drops anything else', () => {
    const cleaned = safeAppearance({
      sidebarcolor: '#1f3a5f',
      templatecolor: 'red; background: url(x)',
      boxcolor: '#fff',
      textcolor: '',
      linkcolor: ' #E4572E ',
      fonttheme: 'Inter"; color: red',
    });
    expect(cleaned).toEqual({
      sidebarcolor: '#1f3a5f',
      templatecolor: DEFAULT_APPEARANCE.templatecolor,
      boxcolor: '#fff',
      textcolor: DEFAULT_APPEARANCE.textcolor,
      linkcolor: '#E4572E',
      fonttheme: 'Inter color red',
    });
  });
});

// WCAG 1.4.3: a filled button's text reads at 4.5:1 on its colour and on its hover, in both schemes.
describe('filled red buttons read in both schemes', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(DEFAULT_APPEARANCE));
  const ours = readableVariables(theme);
  const mantine = defaultCssVariablesResolver(theme);
  const variablesOf = (scheme: 'light' | 'dark'): Record<string, string> => ({
    ...mantine.variables,
    ...mantine[scheme],
    ...ours.variables,
    ...ours[scheme],
  });
  /** Follows var(--x) through the scheme's variables to a hex colour. */
  const resolve = (value: string, variables: Record<string, string>): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) return value;
    const name = reference[1] ?? '';
    const next = variables[name];
    if (next === undefined) throw new Error(`${name} is not defined`);
    return resolve(next, variables);
  };

  it.each([
    ['light', 'red'],
    ['dark', 'red'],
    ['light', 'red.9'],
    ['dark', 'red.9'],
  ] as const)('%s scheme, color=%s', (scheme, color) => {
    const variables = variablesOf(scheme);
    const colours = theme.variantColorResolver({ color, theme, variant: 'filled' });
    const text = resolve(colours.color, variables);
    for (const background of [colours.background, colours.hover]) {
      const ratio = contrastRatio(text, resolve(background, variables));
      expect(ratio, `${text} on ${resolve(background, variables)}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
