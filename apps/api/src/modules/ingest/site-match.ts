// Whether a page belongs to a campaign's site: the same host as the campaign's landing URL, with or
// without www., or a subdomain of it. Ports and paths do not matter (a site is its host).
const hostOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

export function pageBelongsToSite(pageUrl: string, siteUrl: string | null): boolean {
  if (!siteUrl) return false;
  const page = hostOf(pageUrl);
  const site = hostOf(siteUrl);
  if (!page || !site) return false;
  return page === site || page.endsWith(`.${site}`);
}
