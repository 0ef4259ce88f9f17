// Is a campaign's embed code on a page? The tag of campaign-view.ts `embedCode`: a script whose src
// ends in /pixel.js and whose data-campaign is the campaign's id (attributes in any order, any
// quoting, any host: the page may load the pixel through its own proxy). With GTM the tag lives in
// the container, so the container's loader counts instead.

export type EmbedMatch = 'pixel' | 'gtm' | null;

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const GTM_LOADER = /googletagmanager\.com\/gtm\.js|\bGTM-[A-Z0-9]{4,12}\b/;

function attributesOf(tagBody: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tagBody.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const isPixelSource = (src: string) => /\/pixel\.js(?:[?#].*)?$/i.test(src.trim());

export function hasPixelTag(html: string, leadspeekApiId: string): boolean {
  for (const tag of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(tag[1] ?? '');
    const src = attributes.get('src');
    if (src && isPixelSource(src) && attributes.get('data-campaign')?.trim() === leadspeekApiId) return true;
  }
  return false;
}

export function findEmbedCode(html: string, leadspeekApiId: string, gtmInstalled: boolean): EmbedMatch {
  if (hasPixelTag(html, leadspeekApiId)) return 'pixel';
  if (gtmInstalled && GTM_LOADER.test(html)) return 'gtm';
  return null;
}
