// The web's layers (issue 13: layout that shows it): app/ is the shell (router, guards, layout,
// theme); lib/ is below it (api client, session, errors); features/ and components/ sit between and
// import downward only. A relative import that climbs into a higher layer fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** Each layer and the layers it must not import. */
const FORBIDDEN: Record<string, string[]> = {
  lib: ['app', 'features'],
  components: ['app', 'features'],
  features: ['app'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const layerOf = (file: string) => path.relative(srcDir, file).split(path.sep)[0] ?? '';

describe('web layers import downward only', () => {
  for (const [layer, above] of Object.entries(FORBIDDEN)) {
    it(`${layer}/ imports nothing from ${above.join(' or ')}/`, () => {
      const offenders = sourceFiles(path.join(srcDir, layer)).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
          .map((match) => match[1] ?? '')
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => path.resolve(path.dirname(file), spec))
          .filter((target) => above.includes(layerOf(target)))
          .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});
