// The web app's page (index.html) as served on a host. An agency's embedded code (part 1 §3) goes only
// into the pages of that agency's own host (subdomain or custom domain), and only those pages get the
// content security policy the code needs:
// - every other host (the platform, other agencies) gets the built page byte for byte under the strict
//   policy every page has (script-src 'self');
// - the agency's host gets a fresh nonce per response on every script of the page (ours and the
//   agency's) with 'strict-dynamic', so the agency's scripts and what they load run, while script that
//   did not come from the page as served (an injected handler or tag) still does not. Its
//   connections, frames, images and fonts may also reach https: sites (analytics beacons, chat frames).
// The code runs with the agency's users on the agency's own origin: its clients and staff, who sign in
// there (sign-in-host rule); platform staff sign in on the platform's host, which never carries it.
import { randomBytes } from 'node:crypto';
import { EMBEDDED_CODE_SETTING, type EmbeddedCode, embeddedCodeSetting } from '@lead/shared';
import type { Queryable } from '../../platform/db.ts';
import { ownSettingOf } from './company-settings.ts';
import { resolveHostCompany } from './host-company.ts';

/** The agency behind the host's saved embedded code; null for the platform or when none is saved. */
export async function embeddedCodeOfHost(db: Queryable, host: string): Promise<EmbeddedCode | null> {
  const company = await resolveHostCompany(db, host);
  if (company.kind !== 'agency') return null;
  const parsed = embeddedCodeSetting.safeParse(await ownSettingOf(db, company.id, EMBEDDED_CODE_SETTING));
  return parsed.success && parsed.data.embeddedcode.trim() !== '' ? parsed.data : null;
}

export const newNonce = (): string => randomBytes(18).toString('base64');

/** Script and module-preload tags, which 'strict-dynamic' runs only with the page's nonce. */
const withNonce = (html: string, nonce: string) =>
  html
    .replace(/<script\b/gi, () => `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)/gi, () => `<link nonce="${nonce}"`);

/** The page with the agency's code at its place; Vite's preload helper reads the nonce from the meta. */
export function pageWithEmbeddedCode(page: string, code: EmbeddedCode, nonce: string): string {
  const snippet = `\n<!-- agency embedded code -->\n${withNonce(code.embeddedcode, nonce)}\n<!-- end of agency embedded code -->\n`;
  // Replacer functions: the agency's code may hold `$'` or `$&`, which a replacement string would expand.
  const html = withNonce(page, nonce).replace(
    /<head\b[^>]*>/i,
    (head) => `${head}\n<meta property="csp-nonce" nonce="${nonce}">`,
  );
  if (code.placeEmbedded === 'head') return html.replace(/<\/head>/i, (end) => `${snippet}${end}`);
  if (code.placeEmbedded === 'body') return html.replace(/<body\b[^>]*>/i, (body) => `${body}${snippet}`);
  return html.replace(/<\/body>(?![\s\S]*<\/body>)/i, (end) => `${snippet}${end}`);
}

/** The policy of the agency's own pages: the strict one, relaxed only where its code needs it. */
export function embeddedCodePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
