// npm run bench:all — every benchmark in turn, one at a time (each needs the machine to itself), then
// one table: each benchmark's figures against their targets, and its verdict (its exit code). Exits
// non-zero when any benchmark missed a target. Run it on an idle machine.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'ingest',
  'pipeline',
  'latency',
  'delivery',
  'billing',
  'tenants',
  'api',
  'banners',
  'enrichment',
  'web',
] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lines a benchmark prints about a figure: its target, or its own PASS/FAIL before or after it. */
const isFigure = (line: string) =>
  !/^\s*(PASS|FAIL)\s*$/.test(line) &&
  (/target/.test(line) || /^\s*(PASS|FAIL)\s+\S|\S\s+(PASS|FAIL)\s*$/.test(line));

function run(bench: string): Promise<{ code: number; figures: string[]; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', `bench:${bench}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('exit', (code) =>
      resolve({
        code: code ?? 1,
        figures: output
          .split('\n')
          .filter(isFigure)
          .map((line) => line.trim()),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

const only = process.argv.slice(2);
const results: { bench: string; code: number; figures: string[]; seconds: number }[] = [];
for (const bench of BENCHES.filter((name) => only.length === 0 || only.includes(name))) {
  console.log(`\n===== bench:${bench} =====`);
  results.push({ bench, ...(await run(bench)) });
}

console.log(`\n===== Every benchmark, ${new Date().toISOString()} =====`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);
for (const result of results) {
  console.log(
    `${result.code === 0 ? 'PASS' : 'FAIL'}  bench:${result.bench} (${result.seconds.toFixed(0)} s)`,
  );
  for (const figure of result.figures) console.log(`        ${figure}`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
