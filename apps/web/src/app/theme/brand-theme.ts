// Turns a white-label appearance (part 1 §3 "Appearance settings") into a Mantine theme and CSS variables.
import {
  type Appearance,
  contrastRatio,
  DEFAULT_APPEARANCE,
  MIN_TEXT_CONTRAST,
  sidebarTextColour,
} from '@lead/shared';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  parseThemeColor,
  rem,
  toRgba,
  type VariantColorsResolver,
} from '@mantine/core';
import i18next from 'i18next';
import { COPIED_FEEDBACK_MS } from '../../lib/copy-feedback.ts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Saved colours are agency input: anything that is not a hex colour falls back to the default. */
export function safeColour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

export function safeAppearance(appearance: Appearance): Appearance {
  return {
    sidebarcolor: safeColour(appearance.sidebarcolor, DEFAULT_APPEARANCE.sidebarcolor),
    templatecolor: safeColour(appearance.templatecolor, DEFAULT_APPEARANCE.templatecolor),
    boxcolor: safeColour(appearance.boxcolor, DEFAULT_APPEARANCE.boxcolor),
    textcolor: safeColour(appearance.textcolor, DEFAULT_APPEARANCE.textcolor),
    linkcolor: safeColour(appearance.linkcolor, DEFAULT_APPEARANCE.linkcolor),
    fonttheme: appearance.fonttheme.replace(/[^\w\s-]/g, '').trim() || DEFAULT_APPEARANCE.fonttheme,
  };
}

/** `next`, or `current` itself when `next` has the same colours and font (so nothing is drawn anew). */
export function changedAppearance(current: Appearance, next: Appearance): Appearance {
  const keys = Object.keys(next) as (keyof Appearance)[];
  const same = keys.length === Object.keys(current).length && keys.every((key) => current[key] === next[key]);
  return same ? current : next;
}

/** Ten shades around the brand colour, the colour itself at index 6 (Mantine's light primary shade). */
function shadesOf(colour: string): MantineColorsTuple {
  return [
    lighten(colour, 0.92),
    lighten(colour, 0.8),
    lighten(colour, 0.65),
    lighten(colour, 0.5),
    lighten(colour, 0.35),
    lighten(colour, 0.18),
    colour,
    darken(colour, 0.1),
    darken(colour, 0.2),
    darken(colour, 0.3),
  ];
}

export const fontStackOf = (fontName: string): string =>
  `"${fontName}", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;

const clearButtonNamed = () => ({ 'aria-label': i18next.t('accessibility.clearField') });

/** A choice field's options: scrolled by the listbox, at Mantine's own height; a named clear button. */
const listboxScrolls = () => ({
  defaultProps: { withScrollArea: false, clearButtonProps: clearButtonNamed() },
  styles: { options: { maxHeight: rem(220), overflowY: 'auto' as const } },
});

export function themeFor(appearance: Appearance) {
  const fontFamily = fontStackOf(appearance.fonttheme);
  return createTheme({
    primaryColor: 'brand',
    // One shade in both schemes: autoContrast picks the text colour for it once, so a lighter dark-mode
    // shade could pair with white text below 4.5:1.
    primaryShade: { light: 6, dark: 6 },
    colors: { brand: shadesOf(appearance.linkcolor) },
    fontFamily,
    headings: { fontFamily },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Dialogs, menus and notices appear without sliding or fading for whoever asked their system for
    // less motion (WCAG 2.3.3).
    respectReducedMotion: true,
    // Text on filled brand colours is black or white, whichever reads better (WCAG AA): at a relative
    // luminance of 0.18 both contrasts are equal (about 4.58:1), so either choice passes 4.5:1.
    autoContrast: true,
    luminanceThreshold: 0.18,
    variantColorResolver: readableFilledButtons,
    // Every dialog's, drawer's and notification's × button is named, for screen readers (axe
    // button-name). Plain entries, not Modal.extend(): that would bring the modal into the sign-in
    // page's download.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } } },
      // A titled notification's description is gray.6 in Mantine (3.3:1 on white): the dimmed
      // variable reads at 4.5:1 or more in both schemes (see readableVariables).
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // A link inside a sentence is told from the text by more than its colour (WCAG 1.4.1): in dark
      // mode the brand colour is as light as the text around it.
      Anchor: { defaultProps: { underline: 'always' } },
      // A copy button says "Copied" for 2.5 s instead of Mantine's one: long enough to read while the
      // eye is on the value just copied (lib/copy-feedback.ts).
      CopyButton: { defaultProps: { timeout: COPIED_FEEDBACK_MS } },
      // A table wider than the screen scrolls in its own box: the keyboard reaches it and a screen
      // reader names it (axe scrollable-region-focusable). Native scrolling, so the box that takes
      // the focus is the one that scrolls.
      TableScrollContainer: {
        defaultProps: {
          type: 'native',
          tabIndex: 0,
          role: 'region',
          'aria-label': i18next.t('accessibility.scrollableTable'),
        },
      },
      // Mantine puts a role=presentation placeholder first in every menu to hold the initial focus,
      // which breaks the menu's structure for screen readers (axe aria-required-children): the first
      // entry takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // An alert's × button and a field's clear button are named (axe button-name).
      Alert: { defaultProps: { closeButtonLabel: i18next.t('common.close') } },
      FileInput: { defaultProps: { clearButtonProps: clearButtonNamed() } },
      // A long list of options scrolls in the listbox itself, which screen readers know as the
      // field's popup (reached with the arrow keys), not in an unnamed box around it that the Tab
      // key cannot reach (axe scrollable-region-focusable).
      Select: listboxScrolls(),
      MultiSelect: listboxScrolls(),
      Autocomplete: listboxScrolls(),
      TagsInput: listboxScrolls(),
      // The picker's saturation area and hue and alpha sliders are named (axe aria-input-field-name).
      ColorPicker: {
        defaultProps: {
          saturationLabel: i18next.t('accessibility.colourSaturation'),
          hueLabel: i18next.t('accessibility.colourHue'),
          alphaLabel: i18next.t('accessibility.colourAlpha'),
        },
      },
    },
  });
}

/**
 * A filled red button's red is a CSS variable that differs by scheme (red.9 in light, red.5 in dark,
 * see readableVariables), but autoContrast picks one text colour from Mantine's own red.6: black, which
 * reads at 3.8:1 on red.9. Its text follows the scheme instead: white on red.9 (5.5:1), black on red.5.
 * Any other filled colour light enough for black text lightens under the pointer instead of darkening
 * (black on gray.7 would read at 2.6:1).
 */
const readableFilledButtons: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colours;
  const parsed = parseThemeColor({ color: input.color ?? '', theme: input.theme });
  if (parsed.color === 'red' && (parsed.shade === undefined || parsed.shade === 6))
    return { ...colours, color: 'var(--wl-on-red)' };
  const blackText = parsed.isThemeColor && parsed.shade === undefined && parsed.isLight;
  return blackText ? { ...colours, hover: `var(--mantine-color-${parsed.color}-5)` } : colours;
};

/**
 * Mantine's dimmed grey (gray.6) reads at 3.3:1 on white: secondary text uses gray.7 in light mode,
 * which passes WCAG AA on every light template colour; placeholders likewise. In dark mode its dimmed
 * grey (dark.2) reads at 4:1 on the dark body; dark.1 reads at 7.8:1 and still looks secondary.
 */
export const readableVariables: CSSVariablesResolver = (theme) => {
  const variants = readableVariants(theme);
  return {
    variables: {},
    light: {
      ...variants.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // gray.5 placeholders read at 2:1; this grey reads at 4.8:1 on white and still looks like a hint.
      '--mantine-color-placeholder': '#6b7280',
      // Mantine's red.6 (#fa5252) reads at 3.28:1 on white: errors, red menu entries ("Log out") and
      // red buttons use red.9, which reads at 5.5:1 on white and 4.9:1 on the grey hover.
      '--mantine-color-red-6': 'var(--mantine-color-red-9)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      // A filled red button's text (readableFilledButtons); its hover is red.8 (4.5:1 with white), not red.7.
      '--wl-on-red': 'var(--mantine-color-white)',
      '--mantine-color-red-filled-hover': 'var(--mantine-color-red-8)',
    },
    dark: {
      ...variants.dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      // The dark error red (red.8) reads at 3.4:1 on the dark body; red.4 reads at 6.7:1, and red.5
      // for red menu entries at 5.6:1 on the body and 4.9:1 on cards.
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      '--mantine-color-red-6': 'var(--mantine-color-red-5)',
      '--wl-on-red': 'var(--mantine-color-black)',
    },
  };
};

const hexOf = (colour: string): string => {
  const { r, g, b } = toRgba(colour);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
};

/** The colour, darkened (or lightened on a dark background) in steps until it reads at 4.5:1 on the background. */
function readableOn(background: string, colour: string): string {
  const move = luminance(background) > 0.18 ? darken : lighten;
  let text = hexOf(colour);
  // A bit above 4.5:1, so that rounding in the browser never lands under it.
  for (let step = 0; step < 20 && (contrastRatio(text, background) ?? 0) < MIN_TEXT_CONTRAST + 0.1; step++)
    text = hexOf(move(text, 0.08));
  return text;
}

/**
 * Light, subtle and outline variants (alerts, badges, "Remove" buttons) read at 4.5:1, also under the
 * pointer, in every palette colour, the brand's included. In the light scheme Mantine writes shade 9 on
 * shade 1, and on shade 2 under the pointer (3.8:1 for red, under 3:1 for yellow): the background is
 * one shade paler and the text is darkened where needed. An outline is shade 6 (gray.6 reads at 3.3:1
 * on white) in light and shade 4 in dark: each is darkened or lightened where needed.
 */
function readableVariants(theme: MantineTheme): {
  light: Record<string, string>;
  dark: Record<string, string>;
} {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const darkCard = hexOf(theme.colors.dark[6]);
  for (const [name, shades] of Object.entries(theme.colors)) {
    light[`--mantine-color-${name}-light`] = `var(--mantine-color-${name}-0)`;
    light[`--mantine-color-${name}-light-hover`] = `var(--mantine-color-${name}-1)`;
    light[`--mantine-color-${name}-light-color`] = readableOn(hexOf(shades[1]), shades[9]);
    light[`--mantine-color-${name}-outline`] = readableOn(hexOf(shades[0]), shades[6]);
    dark[`--mantine-color-${name}-outline`] = readableOn(darkCard, shades[4]);
  }
  return { light, dark };
}

/** The white-label colours as CSS variables on <html>, read by white-label.css and the layouts. */
export function applyCssVariables(appearance: Appearance): void {
  const style = document.documentElement.style;
  style.setProperty('--wl-sidebar', appearance.sidebarcolor);
  // The text colour the contrast rule judged the sidebar by (rules/contrast.ts).
  style.setProperty('--wl-sidebar-text', sidebarTextColour(appearance.sidebarcolor));
  style.setProperty('--wl-template', appearance.templatecolor);
  style.setProperty('--wl-box', appearance.boxcolor);
  style.setProperty('--wl-text', appearance.textcolor);
  style.setProperty('--wl-link', appearance.linkcolor);
  style.setProperty('--wl-font', fontStackOf(appearance.fonttheme));
}
