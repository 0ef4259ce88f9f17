// "Is my pixel installed?" (issue 25 item 6): what a Site ID campaign's pixel state is, from where
// and when its page views were last seen. One rule for the campaign screens and the silence e-mail.

/** Past this many hours without a page view on its site, an active campaign's pixel is silent. */
export const PIXEL_SILENCE_HOURS = 24;

export const PIXEL_STATES = [
  /** No page view yet, on the campaign's site or anywhere. */
  'never-seen',
  /** Seen on the campaign's site, lately (or the campaign is not running). */
  'seen',
  /** Seen on the campaign's site, but not for PIXEL_SILENCE_HOURS while the campaign runs. */
  'silent',
  /** Seen only on sites that are not the campaign's: it makes no leads there. */
  'elsewhere-only',
] as const;
export type PixelState = (typeof PIXEL_STATES)[number];

export type PixelFacts = {
  /** The newest page view on the campaign's site; null when none. */
  lastOnSite: Date | null;
  /** Hosts seen that are not the campaign's site. */
  elsewhereHosts: number;
  active: boolean;
};

export function pixelStateOf(facts: PixelFacts, now: Date): PixelState {
  if (!facts.lastOnSite) return facts.elsewhereHosts > 0 ? 'elsewhere-only' : 'never-seen';
  const quietMs = now.getTime() - facts.lastOnSite.getTime();
  return facts.active && quietMs > PIXEL_SILENCE_HOURS * 3_600_000 ? 'silent' : 'seen';
}

/** The host is the site's own (`siteHost` from siteHostOf), or one of its subdomains. */
export const hostOnSite = (host: string, siteHost: string | null) =>
  !!siteHost && (host === siteHost || host.endsWith(`.${siteHost}`));
