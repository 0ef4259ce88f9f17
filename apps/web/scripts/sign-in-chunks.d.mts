/** A chunk of the build's manifest, as the first-load figures read it. */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** Adds the files `key` needs before it runs: its own, its static imports' (recursively), their CSS. */
export function addClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  files: Set<string>,
): Set<string>;

/** The build's manifest: each chunk's file, static imports, dynamic imports and CSS. */
export function readManifest(distDir: string): Record<string, ManifestChunk>;

/** The sign-in page's start-up files (built paths under dist, such as assets/…js), entry first. */
export function signInStartFiles(distDir: string): string[];
