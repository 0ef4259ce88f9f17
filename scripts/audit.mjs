// `npm audit --omit=dev`: the dependencies production installs. A finding fails the check unless
// audit-exceptions.json explains why it does not reach this platform (package name → reason).
// When the advisory service cannot be reached (a registry mirror without it, no network), the check
// says so and passes: it cannot judge what it cannot read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exceptions = JSON.parse(fs.readFileSync(path.join(root, 'audit-exceptions.json'), 'utf8'));
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 60_000,
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = null;
}
if (!report || report.error || report.statusCode || !report.vulnerabilities) {
  const reason = report?.message ?? report?.error?.summary ?? audit.error?.message ?? 'no report';
  console.log(`npm audit: the advisory service could not be read (${reason.split('\n')[0]}); not checked.`);
  process.exit(0);
}
const findings = Object.values(report.vulnerabilities);
const unexplained = findings.filter((finding) => !exceptions[finding.name]);
for (const finding of findings) {
  const reason = exceptions[finding.name];
  console.log(
    `${finding.severity.padEnd(8)} ${finding.name}: ${reason ? `explained: ${reason}` : 'NOT EXPLAINED'}`,
  );
}
const stale = Object.keys(exceptions).filter((name) => !findings.some((finding) => finding.name === name));
for (const name of stale)
  console.log(`audit-exceptions.json explains ${name}, which has no finding now: remove it.`);
console.log(`npm audit --omit=dev: ${findings.length} finding(s), ${unexplained.length} not explained.`);
process.exit(unexplained.length > 0 || stale.length > 0 ? 1 : 0);
