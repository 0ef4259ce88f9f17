// After `vite build`: renders the sign-in page (the server build of src/sign-in/prerender.tsx) into
// dist/sign-in.html with its styles and its theme script inline (the first paint then needs no other
// request) and its scripts started after that paint, and writes that page's gzip and brotli copies
// again, as the build did for the rest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { signInStartFiles } from './sign-in-chunks.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(webDir, 'dist/sign-in.html');

// Just enough of a browser for the modules the page imports: no storage, the default host.
globalThis.window ??= { addEventListener() {}, location: { hostname: 'localhost' } };
globalThis.navigator ??= { language: 'en' };

const { renderSignInPage, holdEarlySubmitsScript } = await import(path.join(webDir, 'dist-ssr/prerender.js'));
const html = fs.readFileSync(page, 'utf8');
const empty = '<div id="root"></div>';
if (!html.includes(empty)) throw new Error('sign-in.html has no empty #root to fill');
const inlineStyles = (page) =>
  page.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_link, href) => {
    const css = fs.readFileSync(path.join(webDir, 'dist', href), 'utf8');
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
// The saved light/dark choice, applied before the first paint: inline, where a file of its own was a
// request the first paint waited for. The server allows the page's inline scripts by their hashes.
const inlineThemeScript = (page) =>
  page.replace('<script src="/theme-init.js"></script>', () => {
    const script = fs.readFileSync(path.join(webDir, 'dist/theme-init.js'), 'utf8');
    return `<script>${script.replaceAll('</script', '<\\/script')}</script>`;
  });
// The page is drawn and styled already: its scripts start once it has been painted. Started from the
// head, the module downloads and their evaluation held the first paint back (bench:web's Lighthouse
// runs: first paint 1.7-2.7 s on a throttled phone, about 0.85 s after). The loader keeps the page's nonce
// (an agency host's embedded-code policy) on what it adds.
//
// It adds the preloads a few per task: all 37 in one task made a single task of about 170 ms on a
// 4x slower CPU (each fetch it starts costs the main thread), the longest before the form was live.
// In two alternated pairs of bench:web on 2026-12-07: mobile 87, 93, 93 and 86, 90, 91 (blocking
// 334 and 417 ms) against 76, 78, 83 and 73, 85, 91 (985 and 613 ms).
const PRELOADS_PER_TASK = 8;

function scriptsAfterFirstPaint(page) {
  let entry = null;
  const stripped = page
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, '')
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src) => {
      entry = src;
      return '';
    });
  if (!entry) throw new Error('sign-in.html has no module script to start after the first paint');
  // Every module the start needs, the entry's dynamic imports too, fetched at once (no waterfall).
  const preloads = signInStartFiles(path.join(webDir, 'dist'))
    .filter((file) => file.endsWith('.js') && `/${file}` !== entry)
    .map((file) => `/${file}`);
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}"NONCE>`);
  const loader = `(function(){var nonce=document.currentScript.nonce;var links=${JSON.stringify(links)};var at=0;requestAnimationFrame(function(){setTimeout(function next(){if(at<links.length){document.head.insertAdjacentHTML('beforeend',links.slice(at,at+${PRELOADS_PER_TASK}).join('').replace(/NONCE/g,nonce?' nonce="'+nonce+'"':''));at+=${PRELOADS_PER_TASK};setTimeout(next);return}var script=document.createElement('script');script.type='module';script.crossOrigin='';if(nonce)script.nonce=nonce;script.src=${JSON.stringify(entry)};document.head.appendChild(script)})})})()`;
  return stripped.replace(/<\/body>(?![\s\S]*<\/body>)/, () => `<script>${loader}</script>\n</body>`);
}
// Right after the form: a sign-in sent before the modules have started is held for them, not lost.
const drawnForm = `<div id="root">${renderSignInPage()}</div><script>${holdEarlySubmitsScript}</script>`;
const filled = scriptsAfterFirstPaint(inlineThemeScript(inlineStyles(html.replace(empty, () => drawnForm))));
if (filled.includes('src="/theme-init.js"')) throw new Error('sign-in.html still loads theme-init.js');
fs.writeFileSync(page, filled);
fs.writeFileSync(`${page}.gz`, gzipSync(filled, { level: 9 }));
fs.writeFileSync(
  `${page}.br`,
  brotliCompressSync(filled, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
fs.rmSync(path.join(webDir, 'dist-ssr'), { recursive: true, force: true });
console.log(`Prerendered the sign-in page (${filled.length} bytes).`);
