// The built pages' inline scripts (the sign-in page's theme script and the loader that starts its
// modules after the first paint, written by apps/web/scripts/prerender-sign-in.mjs) run under the
// strict content security policy by their SHA-256 hashes, never by 'unsafe-inline'.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The policy sources of a page's inline scripts: 'sha256-…' of each body, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

/** The hashes of the inline scripts of the built app's pages (none before the web app is built). */
export function pageScriptHashes(webDist: string): string[] {
  const hashes = ['index.html', 'sign-in.html'].flatMap((page) => {
    const file = path.join(webDist, page);
    return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
  });
  return [...new Set(hashes)];
}
