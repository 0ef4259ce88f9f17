// Where each part of a banner goes at each size, and the font sizes that make its text fit. The
// text is measured with Inter's glyph widths rounded up per character class (a slight overestimate,
// so a line we think fits does fit), wrapped as satori wraps it (words, long words broken), and
// shrunk step by step to each block's minimum; what still does not fit at the minimum is cut to the
// lines its box holds (line clamp), so text never leaves its box.
import { type BannerSize, bannerDimensions } from '@lead/shared';

export type Box = { width: number; height: number };

export type TextBlock = {
  fontSize: number;
  lineHeight: number;
  /** The lines the text takes at fontSize, at most maxLines. */
  lines: number;
  /** The lines the box holds; satori cuts the text there (line clamp). */
  maxLines: number;
  /** Whether the whole text fits without cutting. */
  whole: boolean;
};

export type BannerLayout = {
  size: BannerSize;
  width: number;
  height: number;
  direction: 'column' | 'row';
  padding: number;
  gap: number;
  logo: Box | null;
  /** The box the headline and body share. */
  text: Box;
  cta: Box & { fontSize: number };
  headline: TextBlock;
  /** null: this size shows no body text (a 320x50 holds a headline and a button). */
  body: TextBlock | null;
};

type SizeSpec = {
  direction: 'column' | 'row';
  padding: number;
  gap: number;
  /** Logo box: column layouts a strip on top, row layouts a square on the left. */
  logo: number;
  cta: Box & { fontSize: number };
  headline: { max: number; min: number };
  body: { max: number; min: number } | null;
};

export const SIZE_SPECS: Record<BannerSize, SizeSpec> = {
  '300x250': {
    direction: 'column',
    padding: 16,
    gap: 8,
    logo: 28,
    cta: { width: 268, height: 36, fontSize: 15 },
    headline: { max: 26, min: 12 },
    body: { max: 15, min: 9 },
  },
  '728x90': {
    direction: 'row',
    padding: 10,
    gap: 12,
    logo: 70,
    cta: { width: 140, height: 40, fontSize: 15 },
    headline: { max: 24, min: 11 },
    body: { max: 14, min: 9 },
  },
  '160x600': {
    direction: 'column',
    padding: 12,
    gap: 12,
    logo: 48,
    cta: { width: 136, height: 44, fontSize: 15 },
    headline: { max: 28, min: 12 },
    body: { max: 16, min: 9 },
  },
  '300x600': {
    direction: 'column',
    padding: 20,
    gap: 14,
    logo: 56,
    cta: { width: 260, height: 48, fontSize: 18 },
    headline: { max: 38, min: 14 },
    body: { max: 20, min: 10 },
  },
  '320x50': {
    direction: 'row',
    padding: 6,
    gap: 8,
    logo: 38,
    cta: { width: 84, height: 32, fontSize: 12 },
    headline: { max: 18, min: 8 },
    body: null,
  },
  '970x250': {
    direction: 'row',
    padding: 24,
    gap: 24,
    logo: 140,
    cta: { width: 200, height: 56, fontSize: 20 },
    headline: { max: 44, min: 16 },
    body: { max: 22, min: 11 },
  },
};

const HEADLINE_LINE_HEIGHT = 1.2;
const BODY_LINE_HEIGHT = 1.3;
/** Bold glyphs of Inter are about 6% wider than regular ones; rounded up. */
const BOLD_FACTOR = 1.08;

/** Advance width in em of one character of Inter, rounded up per class. */
function charWidth(char: string): number {
  if (char === ' ') return 0.28;
  if ("iIl|!.,:;'`".includes(char)) return 0.3;
  if ('fjrt()[]{}"'.includes(char)) return 0.42;
  if ('mwMW@%'.includes(char)) return 0.95;
  if (/[A-Z]/.test(char)) return 0.74;
  if (/[0-9]/.test(char)) return 0.64;
  if (/[a-z]/.test(char)) return 0.6;
  // Other letters, symbols, emoji and anything wider: a full em is a safe bound.
  return 1;
}

const widthOf = (word: string, fontSize: number, bold: boolean) =>
  [...word].reduce((sum, char) => sum + charWidth(char), 0) * fontSize * (bold ? BOLD_FACTOR : 1);

/** The lines `text` takes in `width`: greedy word wrap, a word wider than a line broken by characters. */
export function linesOf(text: string, width: number, fontSize: number, bold: boolean): number {
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    const space = widthOf(' ', fontSize, bold);
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = widthOf(word, fontSize, bold);
      const needed = used === 0 ? wordWidth : used + space + wordWidth;
      if (needed <= width) {
        used = needed;
        continue;
      }
      if (used > 0) lines += 1;
      if (wordWidth <= width) {
        used = wordWidth;
        continue;
      }
      // A word longer than the line: cut by characters, as satori's break-word does.
      used = 0;
      for (const char of word) {
        const w = widthOf(char, fontSize, bold);
        if (used + w > width && used > 0) {
          lines += 1;
          used = 0;
        }
        used += w;
      }
    }
  }
  return lines;
}

function block(
  text: string,
  width: number,
  fontSize: number,
  lineHeight: number,
  bold: boolean,
  height: number,
) {
  const lines = text.length === 0 ? 0 : linesOf(text, width, fontSize, bold);
  const maxLines = Math.max(0, Math.floor(height / (fontSize * lineHeight)));
  return { fontSize, lineHeight, lines: Math.min(lines, maxLines), maxLines, whole: lines <= maxLines };
}

/**
 * The largest headline (and body, scaled with it) whose text fits `box` whole; at the minimum sizes,
 * the headline keeps the lines it needs up to the box, and the body takes what is left.
 */
function fitText(spec: SizeSpec, box: Box, headline: string, body: string, gap: number) {
  const steps = spec.headline.max - spec.headline.min;
  for (let step = 0; step <= steps; step += 1) {
    const headlineSize = spec.headline.max - step;
    const bodySize = spec.body
      ? Math.max(spec.body.min, Math.round(spec.body.max * (headlineSize / spec.headline.max)))
      : 0;
    const h = block(headline, box.width, headlineSize, HEADLINE_LINE_HEIGHT, true, box.height);
    if (!h.whole) continue;
    const headlineHeight = h.lines * headlineSize * HEADLINE_LINE_HEIGHT;
    if (!spec.body || body.length === 0) return { headline: h, body: spec.body ? emptyBody(bodySize) : null };
    const left = box.height - headlineHeight - gap;
    const b = block(body, box.width, bodySize, BODY_LINE_HEIGHT, false, Math.max(0, left));
    if (b.whole) return { headline: h, body: b };
  }
  // Even the smallest sizes do not hold it all: the headline first, the body in what is left.
  const h = block(headline, box.width, spec.headline.min, HEADLINE_LINE_HEIGHT, true, box.height);
  if (!spec.body) return { headline: h, body: null };
  const left = box.height - h.lines * spec.headline.min * HEADLINE_LINE_HEIGHT - gap;
  return {
    headline: h,
    body: block(body, box.width, spec.body.min, BODY_LINE_HEIGHT, false, Math.max(0, left)),
  };
}

const emptyBody = (fontSize: number): TextBlock => ({
  fontSize,
  lineHeight: BODY_LINE_HEIGHT,
  lines: 0,
  maxLines: 0,
  whole: true,
});

/** The layout of one size for this text; `withLogo` false leaves the logo's room to the text. */
export function layoutOf(
  size: BannerSize,
  content: { headline: string; body: string },
  withLogo: boolean,
): BannerLayout {
  const spec = SIZE_SPECS[size];
  const { width, height } = bannerDimensions(size);
  const innerWidth = width - 2 * spec.padding;
  const innerHeight = height - 2 * spec.padding;
  const logo = withLogo
    ? spec.direction === 'column'
      ? { width: innerWidth, height: spec.logo }
      : { width: spec.logo, height: Math.min(spec.logo, innerHeight) }
    : null;
  const cta = { ...spec.cta, width: Math.min(spec.cta.width, innerWidth) };
  const text =
    spec.direction === 'column'
      ? {
          width: innerWidth,
          height: innerHeight - cta.height - spec.gap - (logo ? logo.height + spec.gap : 0),
        }
      : {
          width: innerWidth - cta.width - spec.gap - (logo ? logo.width + spec.gap : 0),
          height: innerHeight,
        };
  const fitted = fitText(spec, text, content.headline, content.body, spec.gap / 2);
  return {
    size,
    width,
    height,
    direction: spec.direction,
    padding: spec.padding,
    gap: spec.gap,
    logo,
    text,
    cta,
    ...fitted,
  };
}

/** The largest font size, not above `max`, at which `label` stays on one line of `width`. */
export function oneLineFontSize(label: string, width: number, max: number, min = 7): number {
  for (let size = max; size > min; size -= 1) if (widthOf(label, size, true) <= width) return size;
  return min;
}
