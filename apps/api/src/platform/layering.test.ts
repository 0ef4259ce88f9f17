// platform/ is below the modules: it holds what every module shares (config, database, access,
// context and provider interfaces) and imports nothing from modules/, so no cycle can pass through it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

const platformDir = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

describe('platform/ imports nothing from modules/ (issue 13: layout that shows it)', () => {
  const offenders = sourceFiles(platformDir, { withTests: true }).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => match[1] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.resolve(path.dirname(file), spec))
      .filter((target) => !target.startsWith(platformDir) && !target.includes(`${path.sep}db${path.sep}`))
      .map((target) => `${path.relative(platformDir, file)} → ${path.relative(platformDir, target)}`),
  );

  it('every relative import stays inside platform/ (or the database schema)', () => {
    expect(offenders).toEqual([]);
  });
});
