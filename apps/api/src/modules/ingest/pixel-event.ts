// The pixel's page view (packages/pixel): c campaign key, v visitor id, u page, r referrer, t time,
// i page title, n 1 when the page view continues a browser session, 0 when it starts one (issue 25).
import { cleanVisitorText, PAGE_TITLE_MAX_LENGTH } from '@lead/shared';
import { z } from 'zod';

// C0 controls, DEL and C1 controls: none belongs in a page address, and PostgreSQL refuses NUL in text
// (one such row failed the whole group-commit insert of other tenants' page views, issue 12 item 5).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

const withoutControls = (text: z.ZodString) =>
  text.refine((value) => !CONTROL_CHARACTER.test(value), 'Control characters are not allowed.');

const campaignKey = z.string().regex(/^\d{1,20}$/);

export const pixelEvent = z.object({
  c: withoutControls(campaignKey),
  v: withoutControls(z.string().regex(/^[\w-]{1,64}$/)),
  u: withoutControls(
    z
      .string()
      .max(2048)
      .regex(/^https?:\/\//i),
  ),
  r: withoutControls(z.string().max(2048)).optional().default(''),
  t: z.number().finite().optional(),
  // A page's title is the site's text, not the pixel's: cleaned and cut, never a reason to refuse.
  i: z
    .string()
    .transform((title) => cleanVisitorText(title, PAGE_TITLE_MAX_LENGTH))
    .optional(),
  // Sent by pixels since issue 25: absent (an older pixel still cached by a browser) is unknown.
  n: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type PixelEvent = z.infer<typeof pixelEvent>;

/** The user agent is a header, not the pixel's: control characters are dropped rather than refused. */
export const cleanUserAgent = (userAgent: string): string =>
  CONTROL_CHARACTER.test(userAgent) ? userAgent.replace(CONTROL_CHARACTERS, '') : userAgent;

const DAY_MS = 86_400_000;

/** The visitor's clock is not trusted beyond a day back; a time in the future is now. */
export function occurredAt(event: PixelEvent, now: Date): Date {
  if (event.t === undefined) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - DAY_MS, event.t)));
}

/** A refused body keeps the campaign key it named when that key is valid, so its drop is counted there. */
export type ParsedPixelBody =
  | { event: PixelEvent }
  | { errors: Record<string, string>; campaignKey: string | null };

/** The body as a beacon sends it (text/plain JSON), as JSON, or the image fallback's `d`. */
export function parsePixelBody(body: unknown): ParsedPixelBody {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { errors: { body: 'Not JSON.' }, campaignKey: null };
    }
  }
  const parsed = pixelEvent.safeParse(value);
  if (parsed.success) return { event: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  const named = campaignKey.safeParse((value as { c?: unknown } | null)?.c);
  return { errors, campaignKey: named.success ? named.data : null };
}
