// Which files the unit projects run. Most share their worker's loaded modules from file to file
// (vitest.config.ts: no isolation); a file that replaces a module (vi.mock) or a global
// (vi.stubGlobal) gets modules of its own: otherwise a module another file loaded first keeps the
// real one, and the mock silently does nothing.

export const UNIT_TESTS = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
];

export const UNIT_TESTS_THAT_MOCK = [
  'apps/api/src/platform/access/route-access.test.ts',
  'apps/api/src/platform/access/serve-route.test.ts',
  'apps/web/src/features/user-logs/user-logs-api.test.ts',
  'apps/web/src/features/profile/profile-api.test.ts',
  'apps/web/src/lib/api-request.test.ts',
  'apps/web/src/features/agencies/view-as.test.ts',
];

/** What in a test's text replaces a module or a global for the whole file. */
export const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
