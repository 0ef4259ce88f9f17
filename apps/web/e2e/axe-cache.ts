// axe's findings for a page state whose whole document, viewport and rules were already checked in
// this run (by any test file): the same input gives the same findings, so the ~0.8 s run is not
// repeated. The cache lives in a folder global-setup.ts makes for the run, shared by the workers.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The page's document with its generated ids (Mantine's random `mantine-xxxxxxxxx`, React's `_r_N_`)
 * numbered in order of first appearance, so two renderings of one state match while a different id
 * structure (a label pointing elsewhere) does not; plus the viewport, which decides the layout.
 */
function documentFingerprint(): string {
  const numbers = new Map<string, number>();
  const html = document.documentElement.outerHTML.replace(
    /mantine-[a-z0-9]{9}(?![a-z0-9])|_r_[a-z0-9]+_/g,
    (id) => {
      if (!numbers.has(id)) numbers.set(id, numbers.size);
      return `#id${numbers.get(id)}`;
    },
  );
  return `${window.innerWidth}x${window.innerHeight}@${window.devicePixelRatio}\n${html}`;
}

/** One key per set of documents (the page's and its frames'), viewport and rules (include and tags). */
export async function stateKey(page: Page, rules: string): Promise<string> {
  const hash = createHash('sha256').update(rules);
  for (const frame of page.frames()) hash.update('\n').update(await frame.evaluate(documentFingerprint));
  return hash.digest('hex');
}

const fileOf = (key: string) => path.join(inject('axeCacheDir'), `${key}.json`);

export function cachedFindings(key: string): string[] | undefined {
  try {
    return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as string[];
  } catch {
    return undefined;
  }
}

export function rememberFindings(key: string, findings: string[]): void {
  // Written whole under another name, then renamed: a worker reading at the same time never sees half.
  const file = fileOf(key);
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, JSON.stringify(findings));
  fs.renameSync(partial, file);
}
