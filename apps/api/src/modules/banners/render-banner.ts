// Draws one banner: satori lays out the element tree below (layoutOf's boxes and font sizes) into an
// SVG with the bundled Inter, and resvg turns it into a PNG. Text is passed to satori as text and
// comes out as glyph outlines: nothing a user typed is ever markup.
import { type BannerSize, readableTextColour } from '@lead/shared';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { bannerFonts } from './render-fonts.ts';
import { type BannerLayout, layoutOf, oneLineFontSize, type TextBlock } from './render-layout.ts';

/** What a banner shows, its colours decided (banner-brand.ts). */
export type BannerArt = {
  headline: string;
  body: string;
  callToAction: string;
  backgroundColor: string;
  /** A PNG or JPEG as a data: URL, drawn under the text. */
  backgroundImage: string | null;
  /** The brand's text colour and button colour (white-label appearance). */
  textColor: string;
  buttonColor: string;
  /** The brand's logo as a data: URL (PNG or JPEG). */
  logo: string | null;
};

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

const div = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

function textNode(text: string, block: TextBlock, color: string, bold: boolean): Node | null {
  if (block.lines === 0) return null;
  const lineHeightPx = block.fontSize * block.lineHeight;
  return {
    type: 'div',
    props: {
      style: {
        display: 'block',
        color,
        fontSize: block.fontSize,
        fontWeight: bold ? 700 : 400,
        lineHeight: `${lineHeightPx}px`,
        maxHeight: block.maxLines * lineHeightPx,
        overflow: 'hidden',
        wordBreak: 'break-word',
        lineClamp: block.maxLines,
      },
      children: text,
    },
  };
}

/** The colours text is drawn in: the brand's where they pass the contrast rule, else black or white. */
export const drawnColours = (art: Pick<BannerArt, 'textColor' | 'backgroundColor' | 'buttonColor'>) => ({
  text: readableTextColour(art.textColor, art.backgroundColor),
  buttonText: readableTextColour('#ffffff', art.buttonColor),
});

function tree(layout: BannerLayout, art: BannerArt): Node {
  const { text: textColor, buttonText } = drawnColours(art);
  const column = layout.direction === 'column';
  const parts: (Node | null)[] = [
    layout.logo && art.logo
      ? div(
          {
            width: layout.logo.width,
            height: layout.logo.height,
            justifyContent: column ? 'flex-start' : 'center',
          },
          {
            type: 'img',
            props: {
              src: art.logo,
              width: layout.logo.width,
              height: layout.logo.height,
              style: { objectFit: 'contain', objectPosition: column ? 'left' : 'center' },
            },
          },
        )
      : null,
    div(
      {
        width: layout.text.width,
        height: layout.text.height,
        flexDirection: 'column',
        justifyContent: column ? 'flex-start' : 'center',
        gap: layout.gap / 2,
        overflow: 'hidden',
        // On an image, the text keeps its own background so the contrast rule still holds.
        ...(art.backgroundImage && { backgroundColor: art.backgroundColor }),
      },
      [
        textNode(art.headline, layout.headline, textColor, true),
        layout.body ? textNode(art.body, layout.body, textColor, false) : null,
      ].filter(Boolean),
    ),
    div(
      {
        width: layout.cta.width,
        height: layout.cta.height,
        backgroundColor: art.buttonColor,
        color: buttonText,
        borderRadius: 6,
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        fontWeight: 700,
        fontSize: oneLineFontSize(art.callToAction, layout.cta.width - 12, layout.cta.fontSize),
      },
      art.callToAction,
    ),
  ];
  return div(
    {
      width: layout.width,
      height: layout.height,
      position: 'relative',
      backgroundColor: art.backgroundColor,
      fontFamily: 'Inter',
      // No overflow: hidden here: the picture's own edges clip, and resvg dropped a covering background
      // image that reached past a clipped root (a square image on 728x90 was not drawn at all).
    },
    [
      art.backgroundImage
        ? {
            type: 'img',
            props: {
              src: art.backgroundImage,
              width: layout.width,
              height: layout.height,
              style: { position: 'absolute', left: 0, top: 0, objectFit: 'cover' },
            },
          }
        : null,
      div(
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width: layout.width,
          height: layout.height,
          padding: layout.padding,
          flexDirection: layout.direction,
          alignItems: column ? 'flex-start' : 'center',
          gap: layout.gap,
        },
        parts.filter(Boolean),
      ),
    ].filter(Boolean),
  );
}

/** The PNG of one size, and the layout it was drawn from. */
export async function renderBanner(
  size: BannerSize,
  art: BannerArt,
): Promise<{ png: Buffer; layout: BannerLayout }> {
  const layout = layoutOf(size, { headline: art.headline, body: art.body }, art.logo !== null);
  const svg = await satori(tree(layout, art) as Parameters<typeof satori>[0], {
    width: layout.width,
    height: layout.height,
    fonts: await bannerFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return { png, layout };
}
