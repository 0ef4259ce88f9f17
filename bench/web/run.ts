// First load (issue 14 item 7): how much gzipped JavaScript and CSS the sign-in page and a signed-in
// dashboard download, read from the build's manifest (every chunk a page needs, statically imported,
// before it renders). Builds the web app first when its sources changed. Targets: 150 KB and 350 KB.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
execSync('node scripts/build-web-if-changed.mjs', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzippedSize = (file: string) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.gz`)
    ? fs.statSync(`${full}.gz`).size
    : gzipSync(fs.readFileSync(full)).length;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry');
const pageKey = (source: string) => {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
  if (!key) throw new Error(`the manifest has no chunk for ${source}`);
  return key;
};

const PAGES = [
  { name: 'sign-in page', files: closure(entryKey), targetKb: 150 },
  {
    name: 'signed-in dashboard',
    files: closure(pageKey('features/dashboard/dashboard-page.tsx'), closure(entryKey)),
    targetKb: 350,
  },
];

console.log('page                  files   JS gz KB   CSS gz KB   total KB   target KB   ratio   result');
let failed = false;
for (const page of PAGES) {
  const files = [...page.files];
  const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedSize(file), 0);
  const css = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzippedSize(file), 0);
  const totalKb = (js + css) / 1024;
  const pass = js / 1024 <= page.targetKb;
  failed ||= !pass;
  console.log(
    [
      page.name.padEnd(20),
      String(files.length).padStart(6),
      (js / 1024).toFixed(1).padStart(10),
      (css / 1024).toFixed(1).padStart(11),
      totalKb.toFixed(1).padStart(10),
      String(page.targetKb).padStart(11),
      `${((js / 1024 / page.targetKb) * 100).toFixed(0)}%`.padStart(7),
      pass ? '  PASS' : '  FAIL',
    ].join(' '),
  );
}
console.log(
  failed ? 'Some pages load more JavaScript than their target.' : 'Every page is within its target.',
);
