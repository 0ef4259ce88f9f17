// The pixel's page view (packages/pixel): c campaign key, v visitor id, u page, r referrer, t time.
import { z } from 'zod';

export const pixelEvent = z.object({
  c: z.string().regex(/^\d{1,20}$/),
  v: z.string().regex(/^[\w-]{1,64}$/),
  u: z
    .string()
    .max(2048)
    .regex(/^https?:\/\//i),
  r: z.string().max(2048).optional().default(''),
  t: z.number().finite().optional(),
});
export type PixelEvent = z.infer<typeof pixelEvent>;

const DAY_MS = 86_400_000;

/** The visitor's clock is not trusted beyond a day back; a time in the future is now. */
export function occurredAt(event: PixelEvent, now: Date): Date {
  if (event.t === undefined) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - DAY_MS, event.t)));
}

/** The body as a beacon sends it (text/plain JSON), as JSON, or the image fallback's `d`. */
export function parsePixelBody(body: unknown): PixelEvent | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = pixelEvent.safeParse(value);
  return parsed.success ? parsed.data : null;
}
