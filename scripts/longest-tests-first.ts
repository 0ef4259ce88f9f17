// The order test files start in: the longest known ones first, within their group and project, then
// the rest as Vitest orders them. A fresh clone (CI) has no timings of its own, so Vitest starts the
// largest files first, and the route fuzz (the longest API file, small on disk) started last: one
// worker ran it alone for its last 100 s while the browser tests waited for the API tests to end.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each of the longest files took in a fresh clone on 2 cores (2026-12-03 and 2026-12-04).
 * Only the order matters: rough figures do. A file missing from the list starts after these.
 */
export const LONGEST_TEST_FILES: Record<string, number> = {
  'apps/api/test/fuzz/route-fuzz-other.test.ts': 109,
  'apps/api/test/platform/chaos.test.ts': 90,
  'apps/api/test/fuzz/route-fuzz-configuration.test.ts': 60,
  'apps/api/test/fuzz/route-fuzz-leadspeek.test.ts': 55,
  'apps/api/test/platform/stop-signals.test.ts': 40,
  'apps/api/test/isolation/isolation-wall-other.test.ts': 37,
  'apps/api/test/isolation/isolation-other.test.ts': 34,
  'apps/api/test/platform/production-start.test.ts': 20,
  'apps/web/e2e/list-pages.spec.ts': 80,
  'apps/web/e2e/keyboard-loop.spec.ts': 37,
  'apps/web/e2e/sign-in.spec.ts': 36,
  'apps/web/e2e/double-everything.spec.ts': 34,
  'apps/web/e2e/leads.spec.ts': 31,
  'apps/web/e2e/integrations-screens.spec.ts': 30,
  'apps/web/e2e/campaign-management.spec.ts': 30,
  'apps/web/e2e/campaign-setup.spec.ts': 28,
};

/** What the order reads of a test file: its path, and its project's name and group. */
export type OrderedFile = {
  moduleId: string;
  project: { name: string; config: { sequence: { groupOrder: number } } };
};

/**
 * `files` as Vitest ordered them, with the listed ones moved to the front of their group and
 * project, longest first; every other file keeps its place relative to the others. Vitest already
 * keeps each group and project together, in its own order: that order is kept as it comes.
 */
export function longestFirst<T extends OrderedFile>(
  files: T[],
  root: string,
  seconds: Record<string, number> = LONGEST_TEST_FILES,
): T[] {
  const known = (file: T) => seconds[path.relative(root, file.moduleId).split(path.sep).join('/')] ?? 0;
  const segments = new Map<string, number>();
  const segmentOf = (file: T) => {
    const key = `${file.project.config.sequence.groupOrder}\u0000${file.project.name}`;
    if (!segments.has(key)) segments.set(key, segments.size);
    return segments.get(key) ?? 0;
  };
  return files
    .map((file, index) => ({ file, index, segment: segmentOf(file), seconds: known(file) }))
    .sort((a, b) => a.segment - b.segment || b.seconds - a.seconds || a.index - b.index)
    .map(({ file }) => file);
}

export class LongestTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(await super.sort(files), this.ctx.config.root);
  }
}
