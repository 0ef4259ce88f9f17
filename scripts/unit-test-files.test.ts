import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { REPLACES_MODULES, UNIT_TESTS, UNIT_TESTS_THAT_MOCK } from './unit-test-files.ts';

const root = path.resolve(import.meta.dirname, '..');
// This file names the replacements in its cases below: it replaces nothing itself.
const THIS_FILE = path.relative(root, import.meta.filename);
const unitTestFiles = () => globSync(UNIT_TESTS, { cwd: root, ignore: ['**/node_modules/**', THIS_FILE] });

describe('unit test files that replace modules run with modules of their own', () => {
  it('lists every unit test file that mocks a module or stubs a global, and only those', () => {
    const mocking = unitTestFiles()
      .filter((name) => REPLACES_MODULES.test(fs.readFileSync(path.join(root, name), 'utf8')))
      .sort();
    expect(mocking).toEqual([...UNIT_TESTS_THAT_MOCK].sort());
  });

  it('finds the replacements the shared-module project cannot hold', () => {
    const cases: [string, boolean][] = [
      ["vi.mock('./access-facts.ts', () => ({}));", true],
      ["vi.doMock('../lib/api-client.ts');", true],
      ["vi.stubGlobal('fetch', fetch);", true],
      ["vi.stubEnv('TZ', 'UTC');", true],
      ['vi.resetModules();', true],
      ['const call = vi.fn();', false],
      ["// vi.mock runs before the imports (a comment that names it: 'vi.mock')", false],
    ];
    for (const [text, replaces] of cases)
      expect([text, REPLACES_MODULES.test(text)]).toEqual([text, replaces]);
  });
});
