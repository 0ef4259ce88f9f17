// The JavaScript the sign-in page runs at start, read from the build's manifest: its entry, the
// modules the entry starts one after another (dynamic imports, each evaluated in a task of its own,
// see src/sign-in/main.tsx) and everything those import statically. The prerender step preloads them
// all at once after the first paint; bench:web counts them as the page's first load.
import fs from 'node:fs';
import path from 'node:path';

/** Adds the files `key` needs before it runs: its own, its static imports' (recursively), their CSS. */
export function addClosure(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addClosure(manifest, imported, files);
  return files;
}

/** The build's manifest: each chunk's file, static imports, dynamic imports and CSS. */
export const readManifest = (distDir) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** The sign-in page's start-up files (built paths under dist, such as assets/…js), entry first. */
export function signInStartFiles(distDir) {
  const manifest = readManifest(distDir);
  const entry = manifest['sign-in.html'];
  if (!entry) throw new Error('the build manifest has no sign-in.html entry');
  const files = new Set();
  addClosure(manifest, 'sign-in.html', files);
  for (const started of entry.dynamicImports ?? []) addClosure(manifest, started, files);
  return [...files];
}
