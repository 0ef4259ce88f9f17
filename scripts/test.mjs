// `npm test`: types, lint, then every test (unit, API on a real PostgreSQL, browser in Chromium).
// The checks run two at a time (one per core), each printing its output when it ends. Prints each
// part's time, then one line "N passed, N failed" so CI can read the outcome.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The browser tests run Debian's headless build of Chromium (apps/web/e2e/browser.ts), bench:web and
// Lighthouse the desktop one.
const CHROMIUM_FILES = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const resultsFile = '.test-results/vitest.json';

/** How long each part took, printed at the end. */
const timings = [];
const timed = (title, started) => timings.push([title, (Date.now() - started) / 1000]);

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  timed(title, started);
  return result.status ?? 1;
}

/** Runs a check with its output kept, and prints it whole when the check ends. */
function runQuietly(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      timed(title, started);
      console.log(`\n▶ ${title}${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

/** Every check, `lanes` at a time; answers the titles of those that failed. */
async function runChecks(checks, lanes) {
  const failed = [];
  const waiting = [...checks];
  const lane = async () => {
    for (let check = waiting.shift(); check; check = waiting.shift()) {
      const [title, command, args] = check;
      if ((await runQuietly(title, command, args)) !== 0) failed.push(title);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failed;
}

function printTimings() {
  console.log('\nTime of each part:');
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
}

function ensureChromium() {
  if (CHROMIUM_FILES.every((file) => fs.existsSync(file))) return;
  console.log(
    "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages (never a downloaded browser).",
  );
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-headless-shell`,
    { stdio: 'inherit' },
  );
}

const allStarted = Date.now();
ensureChromium();
// The types are checked by TypeScript 7, the compiler rewritten as native code (33 against 67 s for the
// three projects on 2 cores); TypeScript 5 stays installed for the compiler API that the label scan and
// openapi-typescript call.
const TSC = 'node_modules/typescript-native/bin/tsc';
// Largest first, so the two lanes end together.
const checks = [
  // Shared package, API, its tests, benchmarks and scripts in one pass (they import each other).
  ['Type check shared, API, benchmarks and scripts', 'node', [TSC, '-p', 'tsconfig.node.json']],
  ['Type check web', 'node', [TSC, '-p', 'apps/web']],
  ['Type check pixel', 'node', [TSC, '-p', 'packages/pixel']],
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Audit production dependencies', 'node', ['scripts/audit.mjs']],
  // Prints the Citus distribution plan of the migrated schema; fails on a statement Citus would refuse.
  ['Citus readiness', 'node', ['--import', 'tsx', 'apps/api/src/db/citus/print-plan.ts']],
];
const checksStarted = Date.now();
const failedChecks = await runChecks(checks, 2);
timed('All checks (two at a time)', checksStarted);
const build = failedChecks.length
  ? 0
  : run('Build the web app for the browser tests (when a source changed)', 'node', [
      'scripts/build-web-if-changed.mjs',
    ]);
if (failedChecks.length || build !== 0) {
  for (const title of failedChecks) console.log(`\n${title} failed.`);
  if (build !== 0) console.log('\nThe web build failed.');
  printTimings();
  console.log('0 passed, 1 failed');
  process.exit(1);
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
timed('Everything', allStarted);
printTimings();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
