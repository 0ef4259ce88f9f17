import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_TEST_FILES, longestFirst } from './longest-tests-first.ts';

const root = path.resolve(import.meta.dirname, '..');

const file = (name: string, project = 'api', groupOrder = 0) => ({
  moduleId: path.join(root, name),
  project: { name: project, config: { sequence: { groupOrder } } },
});
const names = (files: ReturnType<typeof file>[]) => files.map((entry) => path.relative(root, entry.moduleId));

describe('test files start longest first', () => {
  it('names only files that exist (a renamed file would silently lose its place)', () => {
    const missing = Object.keys(LONGEST_TEST_FILES).filter((name) => !fs.existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });

  it('moves the listed files to the front of their project, longest first, the others keeping their order', () => {
    const seconds = { 'a/long.test.ts': 50, 'a/longer.test.ts': 90 };
    const ordered = longestFirst(
      [file('a/one.test.ts'), file('a/long.test.ts'), file('a/two.test.ts'), file('a/longer.test.ts')],
      root,
      seconds,
    );
    expect(names(ordered)).toEqual(['a/longer.test.ts', 'a/long.test.ts', 'a/one.test.ts', 'a/two.test.ts']);
  });

  it('never moves a file across its group or project: browser tests still run after the others', () => {
    const seconds = { 'e2e/slow.spec.ts': 500, 'unit/slow.test.ts': 400 };
    const ordered = longestFirst(
      [
        file('api/quick.test.ts', 'api', 0),
        file('unit/slow.test.ts', 'unit', 0),
        file('e2e/quick.spec.ts', 'e2e', 1),
        file('e2e/slow.spec.ts', 'e2e', 1),
      ],
      root,
      seconds,
    );
    expect(names(ordered)).toEqual([
      'api/quick.test.ts',
      'unit/slow.test.ts',
      'e2e/slow.spec.ts',
      'e2e/quick.spec.ts',
    ]);
  });
});
