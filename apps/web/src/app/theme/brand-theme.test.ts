import { contrastRatio, DEFAULT_APPEARANCE, MIN_TEXT_CONTRAST } from '@lead/shared';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { changedAppearance, readableVariables, safeAppearance, themeFor } from './brand-theme.ts';

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
const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(DEFAULT_APPEARANCE));
const ours = readableVariables(theme);
const mantine = defaultCssVariablesResolver(theme);
const variablesOf = (scheme: 'light' | 'dark'): Record<string, string> => ({
  ...mantine.variables,
  ...mantine[scheme],
  ...ours.variables,
  ...ours[scheme],
});
/** Follows var(--x) through the scheme's variables to a colour, as hex; a see-through one over `under`. */
const resolve = (value: string, variables: Record<string, string>, under = '#ffffff'): string => {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) {
    const colour = toRgba(value);
    const base = toRgba(under);
    const mix = (channel: 'r' | 'g' | 'b') => colour[channel] * colour.a + base[channel] * (1 - colour.a);
    const channels = [mix('r'), mix('g'), mix('b')];
    return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
  }
  const name = reference[1] ?? '';
  const next = variables[name];
  if (next === undefined) throw new Error(`${name} is not defined`);
  return resolve(next, variables, under);
};
const ratioOf = (text: string, background: string) => contrastRatio(text, background) ?? 0;

describe('filled red buttons read in both schemes', () => {
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
      const ratio = ratioOf(text, resolve(background, variables));
      expect(ratio, `${text} on ${resolve(background, variables)}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

// WCAG 1.4.3 for the light and subtle variants (alerts, badges, a subtle red "Remove domain" button under
// the pointer), in every colour the app uses, the brand's included: text on the background and the hover.
describe('light and subtle variants read in both schemes', () => {
  const colours = ['red', 'yellow', 'green', 'orange', 'gray', 'blue', 'violet', 'grape', 'dark', 'brand'];
  const rows = (['light', 'dark'] as const).flatMap((scheme) =>
    (['light', 'subtle', 'filled', 'outline'] as const).flatMap((variant) =>
      colours.map((color) => [scheme, variant, color] as const),
    ),
  );
  it.each(rows)('%s scheme, %s %s', (scheme, variant, color) => {
    const variables = variablesOf(scheme);
    const page = resolve('var(--mantine-color-body)', variables);
    const colours = theme.variantColorResolver({ color, theme, variant });
    const text = resolve(colours.color, variables);
    const backgrounds = [colours.background, colours.hover].map((background) =>
      background === 'transparent' ? page : resolve(background, variables, page),
    );
    for (const background of backgrounds)
      expect(ratioOf(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('holds for a pale brand colour an agency may pick', () => {
    const pale = mergeMantineTheme(DEFAULT_THEME, themeFor({ ...DEFAULT_APPEARANCE, linkcolor: '#ffdd00' }));
    const paleMantine = defaultCssVariablesResolver(pale);
    const variables = { ...paleMantine.variables, ...paleMantine.light, ...readableVariables(pale).light };
    const colours = pale.variantColorResolver({ color: 'brand', theme: pale, variant: 'light' });
    const text = resolve(colours.color, variables);
    for (const background of [colours.background, colours.hover])
      expect(ratioOf(text, resolve(background, variables))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('a brand given again keeps the theme on screen', () => {
  it('returns the current appearance for the same colours, the new one for any change', () => {
    const current = { ...DEFAULT_APPEARANCE };
    expect(changedAppearance(current, { ...DEFAULT_APPEARANCE })).toBe(current);
    const darker = { ...DEFAULT_APPEARANCE, sidebarcolor: '#000000' };
    expect(changedAppearance(current, darker)).toBe(darker);
    const otherFont = { ...DEFAULT_APPEARANCE, fonttheme: 'Roboto' };
    expect(changedAppearance(current, otherFont)).toBe(otherFont);
  });
});
