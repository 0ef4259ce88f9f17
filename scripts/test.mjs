// `npm test`: types, lint, then every test (unit, API on a real PostgreSQL, browser in Chromium).
// Ends with one line "N passed, N failed" so CI can read the outcome.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const resultsFile = '.test-results/vitest.json';

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log("Chromium is missing: installing Debian's chromium package (never a downloaded browser).");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`, {
    stdio: 'inherit',
  });
}

ensureChromium();
const steps = [
  ['Type check', 'npx', ['tsc', '-p', 'packages/shared']],
  ['Type check pixel', 'npx', ['tsc', '-p', 'packages/pixel']],
  ['Type check API', 'npx', ['tsc', '-p', 'apps/api']],
  ['Type check web', 'npx', ['tsc', '-p', 'apps/web']],
  ['Type check benchmarks', 'npx', ['tsc', '-p', 'bench']],
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  [
    'Build the web app for the browser tests (when a source changed)',
    'node',
    ['scripts/build-web-if-changed.mjs'],
  ],
];
for (const [title, command, args] of steps) {
  if (run(title, command, args) !== 0) {
    console.log(`\n${title} failed.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

fs.rmSync(resultsFile, { force: true });
const status = run('Tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...process.argv.slice(2),
]);
let passed = 0;
let failed = status === 0 ? 0 : 1;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  // A suite that failed outside its tests (a hook that timed out, an import error) skips its tests
  // and fails no test, and the runner has exited 0 on it: it counts as a failure of its own.
  const failedOutsideTests = results.numFailedTestSuites > 0 || results.success === false ? 1 : 0;
  failed = results.numFailedTests || Math.max(failedOutsideTests, status !== 0 ? 1 : 0);
}
// A run that executed no test is a failure, whatever the runner's exit code says.
if (passed === 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
