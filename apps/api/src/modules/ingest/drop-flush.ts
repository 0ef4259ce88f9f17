// When the dropped page view counts (and where the pixel was seen) are written: every few seconds, and once more when the app
// closes. Tests flush on demand through flushDroppedPageViews(ctx).
import type { AppContext } from '../../platform/app-context.ts';

export const DROP_FLUSH_MS = 5_000;

const flushes = new WeakMap<AppContext, () => Promise<void>>();

export function flushEvery(
  ctx: AppContext,
  drops: { flush: () => Promise<void> },
  onError: (error: unknown) => void,
  intervalMs = DROP_FLUSH_MS,
): { stop: () => Promise<void> } {
  const timer = setInterval(() => drops.flush().catch(onError), intervalMs);
  // The timer alone must not keep a stopping process alive; the close hook writes the rest.
  timer.unref();
  flushes.set(ctx, drops.flush);
  return {
    async stop() {
      clearInterval(timer);
      await drops.flush().catch(onError);
    },
  };
}

/** Writes the app's dropped page view counts now (tests; the timer does it otherwise). */
export function flushDroppedPageViews(ctx: AppContext): Promise<void> {
  const flush = flushes.get(ctx);
  if (!flush) throw new Error('pixel ingestion is not registered on this app');
  return flush();
}
