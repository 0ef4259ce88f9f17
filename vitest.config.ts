import { configDefaults, defineConfig } from 'vitest/config';
import { LongestTestsFirst } from './scripts/longest-tests-first.ts';
import { UNIT_TESTS, UNIT_TESTS_THAT_MOCK } from './scripts/unit-test-files.ts';

// Three kinds of tests: pure unit tests (those replacing a module apart, unit-test-files.ts), API
// integration on a real PostgreSQL, browser tests in Chromium.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // The longest files start first, so the last minutes are not one file on one core.
    sequence: { sequencer: LongestTestsFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_THAT_MOCK],
          // Pure functions: a worker keeps its loaded modules from file to file (135 files each
          // importing anew took 34 s of wall time for 6 s of tests).
          isolate: false,
        },
      },
      {
        test: { name: 'unit-mocks', include: UNIT_TESTS_THAT_MOCK },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file has a database of its own (a copy of the template), so a worker keeps its loaded
          // modules between files: importing the app once per worker, not once per file, halves the
          // run (346 → 158 s). Module state must therefore never mix databases (flood-facts.ts).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // A worker keeps its loaded modules from file to file: about a second of imports less per
          // file, and its one browser (e2e/browser.ts); each test still opens a fresh context.
          isolate: false,
          // Each test also runs axe on every page and dialog state it reaches (issue 23 item 16), which
          // adds 0.3–1 s per state: long flows take about a minute on 2 busy cores, and up to 88 s on a
          // day the machine ran everything 2.4 times slower (2026-12-02): the bound leaves twice that.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page waits on the one shared server, which other browser tests keep busy: a poll gets
          // 10 s instead of the 1 s default before it fails.
          expect: { poll: { timeout: 10_000 } },
          // Browser tests run after the others: one server, two browsers at a time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
