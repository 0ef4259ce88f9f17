// Ads Design (issue 27 item 1): banner sets an agency makes for itself or one of its clients, drawn
// at the six standard display sizes. The web's preview and the API's renderer share BANNER_SIZES.
import { z } from 'zod';
import { httpUrlProblem } from '../rules/campaign-fields.ts';
import { id, text } from './common.ts';

/** The standard display sizes (IAB), widest-known names first in the list the web shows. */
export const BANNER_SIZES = ['300x250', '728x90', '160x600', '300x600', '320x50', '970x250'] as const;
export type BannerSize = (typeof BANNER_SIZES)[number];

/** "728x90" → { width: 728, height: 90 } */
export function bannerDimensions(size: BannerSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

export const BANNER_LIMITS = {
  nameMax: 80,
  headlineMax: 120,
  bodyMax: 400,
  callToActionMax: 30,
  landingUrlMax: 2000,
  /** The background image: at most 2 MB, PNG or JPEG (what the renderer draws). */
  backgroundBytesMax: 2 * 1024 * 1024,
  /** Preview drawings one user may ask for per minute (six per pause in typing). */
  previewsPerUserPerMinute: 600,
  /** Clicks one address may count per minute; more still redirect, uncounted. */
  clicksPerAddressPerMinute: 20,
} as const;

export const BANNER_MESSAGES = {
  nameRequired: 'Give the banner set a name.',
  nameTooLong: `Use at most ${BANNER_LIMITS.nameMax} characters for the name.`,
  headlineRequired: 'Write a headline.',
  headlineTooLong: `Use at most ${BANNER_LIMITS.headlineMax} characters for the headline.`,
  bodyTooLong: `Use at most ${BANNER_LIMITS.bodyMax} characters for the body text.`,
  callToActionRequired: 'Write a call to action, such as "Learn more".',
  callToActionTooLong: `Use at most ${BANNER_LIMITS.callToActionMax} characters for the call to action.`,
  landingUrlTooLong: `Use at most ${BANNER_LIMITS.landingUrlMax} characters for the landing page address.`,
  colourInvalid: 'Choose a colour such as #1e293b.',
  backgroundNotImage: 'Upload the background as a PNG or JPEG image.',
  backgroundTooLarge: 'The background image is larger than 2 MB.',
  created: 'Banner set "{name}" has been created.',
  saved: 'Banner set "{name}" has been saved.',
  duplicated: 'Banner set "{name}" has been duplicated.',
  removed: 'Banner set "{name}" has been deleted.',
  backgroundSaved: 'The background image has been saved.',
  copyName: '{name} (copy)',
  pictureNotDrawn: 'The picture could not be drawn.',
  listNotLoaded: 'The banners could not be loaded.',
} as const;

const M = BANNER_MESSAGES;
const L = BANNER_LIMITS;

const hexColour = text.trim().regex(/^#[0-9a-f]{6}$/i, M.colourInvalid);

export const bannerSetRequest = z.object({
  name: text.trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
  /** The client the set is for; null or absent: the agency's own. */
  clientID: id.nullish(),
  headline: text.trim().min(1, M.headlineRequired).max(L.headlineMax, M.headlineTooLong),
  body: text.trim().max(L.bodyMax, M.bodyTooLong).default(''),
  callToAction: text.trim().min(1, M.callToActionRequired).max(L.callToActionMax, M.callToActionTooLong),
  landingUrl: text
    .trim()
    .max(L.landingUrlMax, M.landingUrlTooLong)
    // A public http(s) address, as a campaign's landing page (the server never fetches it).
    .superRefine((value, context) => {
      const problem = httpUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  backgroundColor: hexColour,
  /** false drops an uploaded background image (the colour shows); absent or true keeps it. */
  keepBackgroundImage: z.boolean().optional(),
});
export type BannerSetRequest = z.input<typeof bannerSetRequest>;

export const bannerSetParams = z.object({ bannerSetID: id });

/** A form field's id: an empty field is none. */
const formId = z.preprocess((value) => (value === '' ? null : value), id.nullish());

/**
 * The editor's live preview of one size, sent as a multipart form: the words and colours as typed,
 * the brand of the client chosen, and a background image: the file part `background` when one is
 * chosen and not yet saved (checked as a saved one is), else the saved set's (bannerSetID), if any.
 */
export const bannerPreviewRequest = bannerSetRequest
  .pick({ headline: true, body: true, callToAction: true, backgroundColor: true })
  .extend({ clientID: formId, bannerSetID: formId });
export type BannerPreviewRequest = z.output<typeof bannerPreviewRequest>;
export const bannerPreviewParams = z.object({ size: z.enum(BANNER_SIZES) });
export const bannerSizeParams = z.object({ bannerSetID: id, size: z.enum(BANNER_SIZES) });
export const bannerListQuery = z.object({ clientID: id.optional() });
/** The public click link: a short slug and the size that was clicked. */
export const bannerClickParams = z.object({
  slug: text.regex(/^[A-Za-z0-9_-]{6,32}$/, 'Not a banner link.'),
  size: z.enum(BANNER_SIZES),
});

const clickCounts = z.object({
  bySize: z.record(z.enum(BANNER_SIZES), z.number().int()),
  total: z.number().int(),
});

export const bannerSetRow = z.object({
  id: z.number().int(),
  name: z.string(),
  clientID: z.number().int().nullable(),
  clientName: z.string().nullable(),
  sizes: z.array(z.enum(BANNER_SIZES)),
  created_at: z.string(),
  updated_at: z.string(),
  clicks: clickCounts,
  /** The 300x250 PNG, below /api (a bearer call or a signed link). */
  thumbnailUrl: z.string(),
});
export type BannerSetRow = z.infer<typeof bannerSetRow>;

export const bannerSetView = bannerSetRow.extend({
  headline: z.string(),
  body: z.string(),
  callToAction: z.string(),
  landingUrl: z.string(),
  backgroundColor: z.string(),
  hasBackgroundImage: z.boolean(),
  /** The hosted click-through link of each size, on the agency's white-label host (path only). */
  clickPaths: z.record(z.enum(BANNER_SIZES), z.string()),
});
export type BannerSetView = z.infer<typeof bannerSetView>;

export const bannerSetList = z.object({ data: z.array(bannerSetRow) });
export const bannerSetSaved = z.object({ message: z.string(), bannerSet: bannerSetView });

/** The menu's Clients entry: each client of the agency with its banner sets. */
export const bannerClientList = z.object({
  clients: z.array(
    z.object({
      clientID: z.number().int(),
      clientName: z.string(),
      bannerSets: z.array(z.object({ id: z.number().int(), name: z.string(), updated_at: z.string() })),
    }),
  ),
});
