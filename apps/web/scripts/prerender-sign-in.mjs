// After `vite build`: renders the sign-in page (the server build of src/sign-in/prerender.tsx) into
// dist/sign-in.html with its styles inline (the first paint then needs no other request), and writes
// that page's gzip and brotli copies again, as the build did for the rest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(webDir, 'dist/sign-in.html');

// Just enough of a browser for the modules the page imports: no storage, the default host.
globalThis.window ??= { addEventListener() {}, location: { hostname: 'localhost' } };
globalThis.navigator ??= { language: 'en' };

const { renderSignInPage } = await import(path.join(webDir, 'dist-ssr/prerender.js'));
const html = fs.readFileSync(page, 'utf8');
const empty = '<div id="root"></div>';
if (!html.includes(empty)) throw new Error('sign-in.html has no empty #root to fill');
const inlineStyles = (page) =>
  page.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_link, href) => {
    const css = fs.readFileSync(path.join(webDir, 'dist', href), 'utf8');
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
const filled = inlineStyles(html.replace(empty, `<div id="root">${renderSignInPage()}</div>`));
fs.writeFileSync(page, filled);
fs.writeFileSync(`${page}.gz`, gzipSync(filled, { level: 9 }));
fs.writeFileSync(
  `${page}.br`,
  brotliCompressSync(filled, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
fs.rmSync(path.join(webDir, 'dist-ssr'), { recursive: true, force: true });
console.log(`Prerendered the sign-in page (${filled.length} bytes).`);
