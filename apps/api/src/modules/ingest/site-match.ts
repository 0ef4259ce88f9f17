// Whether a page belongs to a campaign's site: the same host as the campaign's landing URL, with or
// without www., or a subdomain of it. Ports and paths do not matter (a site is its host).
import { hostOnSite } from '@lead/shared';

/** The site part of a web address (lower-case, without www.), or null for anything but http(s). */
export function siteHostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The page is on the site whose host is `siteHost` (worked out once per campaign). */
export function pageOnSite(pageUrl: string, siteHost: string | null): boolean {
  const page = siteHostOf(pageUrl);
  return !!page && hostOnSite(page, siteHost);
}

export const pageBelongsToSite = (pageUrl: string, siteUrl: string | null): boolean =>
  pageOnSite(pageUrl, siteHostOf(siteUrl));
