// Readable white-label colours (issue 14; part 1 §3 "Appearance settings"): text on its background
// needs the WCAG 2.x AA contrast of 4.5:1. The appearance form shows and the API enforces this rule.

/** WCAG 2.x AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The sidebar's text is whichever of these reads better on the sidebar colour (white-label.css). */
export const SIDEBAR_TEXT_COLOURS = ['#ffffff', '#1f2937'] as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channelsOf(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of a #rgb or #rrggbb colour; null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const channels = channelsOf(hex);
  if (!channels) return null;
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** "4.37:1", cut (not rounded) to two decimals so a refused 4.499 never reads as 4.50. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The sidebar's text colour: the one of SIDEBAR_TEXT_COLOURS with the higher contrast. */
export function sidebarTextColour(sidebar: string): string {
  const [light, dark] = SIDEBAR_TEXT_COLOURS;
  return (contrastRatio(light, sidebar) ?? 0) >= (contrastRatio(dark, sidebar) ?? 0) ? light : dark;
}

type Colours = {
  sidebarcolor: string;
  templatecolor: string;
  boxcolor: string;
  textcolor: string;
  linkcolor: string;
};
type ColourField = keyof Colours;

/** Each text colour on each background it is drawn on; the first field is the one named in errors. */
export const CONTRAST_PAIRS: readonly {
  field: ColourField;
  on: ColourField;
  what: string;
  where: string;
}[] = [
  { field: 'textcolor', on: 'boxcolor', what: 'Text', where: 'the box colour' },
  { field: 'textcolor', on: 'templatecolor', what: 'Text', where: 'the page background colour' },
  { field: 'linkcolor', on: 'boxcolor', what: 'Link text', where: 'the box colour' },
  { field: 'linkcolor', on: 'templatecolor', what: 'Link text', where: 'the page background colour' },
];

export type ContrastProblem = { field: ColourField; ratio: number; message: string };

const problemMessage = (what: string, where: string, ratio: number) =>
  `${what} on ${where} has a contrast of ${formatRatio(ratio)}; it needs at least ${MIN_TEXT_CONTRAST}:1 to be readable (WCAG AA).`;

/**
 * The unreadable combinations of an appearance, the worst first per field (one problem per field).
 * Colours that are not hex colours are left to the schema.
 */
export function contrastProblems(colours: Colours): ContrastProblem[] {
  const found: ContrastProblem[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colours[pair.field], colours[pair.on]);
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST)
      found.push({ field: pair.field, ratio, message: problemMessage(pair.what, pair.where, ratio) });
  }
  const sidebarRatio = contrastRatio(sidebarTextColour(colours.sidebarcolor), colours.sidebarcolor);
  if (sidebarRatio !== null && sidebarRatio < MIN_TEXT_CONTRAST)
    found.push({
      field: 'sidebarcolor',
      ratio: sidebarRatio,
      message: `The sidebar colour leaves its menu text a contrast of ${formatRatio(sidebarRatio)} at best; it needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA). Choose a lighter or darker sidebar.`,
    });
  const worstPerField = new Map<ColourField, ContrastProblem>();
  for (const problem of found) {
    const known = worstPerField.get(problem.field);
    if (!known || problem.ratio < known.ratio) worstPerField.set(problem.field, problem);
  }
  return [...worstPerField.values()];
}

/** The problems as the API's and forms' `errors`: field → sentence naming the ratio. */
export const contrastErrors = (colours: Colours): Record<string, string> =>
  Object.fromEntries(contrastProblems(colours).map((problem) => [problem.field, problem.message]));

/**
 * The colour to draw text in on `background`: `preferred` (the brand's) when it passes the rule
 * above, else black or white, whichever reads better (one of them always passes: at least 4.58:1).
 */
export function readableTextColour(preferred: string, background: string): string {
  if ((contrastRatio(preferred, background) ?? 0) >= MIN_TEXT_CONTRAST) return preferred;
  return (contrastRatio('#000000', background) ?? 0) >= (contrastRatio('#ffffff', background) ?? 0)
    ? '#000000'
    : '#ffffff';
}
