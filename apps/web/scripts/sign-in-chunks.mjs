// The JavaScript the sign-in page runs at start, read from the build's manifest: its entry, the
// modules the entry starts one after another (dynamic imports, each evaluated in a task of its own,
// see src/sign-in/main.tsx) and everything those import statically. The prerender step preloads them
// all at once after the first paint; bench:web counts them as the page's first load.
import fs from 'node:fs';
import path from 'node:path';

/** The files of `key` and its static imports, recursively, added to `files` (CSS included). */
function addClosure(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addClosure(manifest, imported, files);
}

/** The sign-in page's start-up files (built paths under dist, such as assets/…js), entry first. */
export function signInStartFiles(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['sign-in.html'];
  if (!entry) throw new Error('the build manifest has no sign-in.html entry');
  const files = new Set();
  addClosure(manifest, 'sign-in.html', files);
  for (const started of entry.dynamicImports ?? []) addClosure(manifest, started, files);
  return [...files];
}
