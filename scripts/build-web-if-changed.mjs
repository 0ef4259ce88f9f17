// `npm start` builds the web app only when its sources changed since the last build: a hash of
// every file the build reads is kept beside the output (dist/.source-hash).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/sign-in.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');

function filesOf(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(relative, name)));
}

const hash = createHash('sha256');
for (const file of SOURCES.flatMap(filesOf)) {
  hash.update(file);
  hash.update(fs.readFileSync(path.join(root, file)));
}
const sourceHash = hash.digest('hex');

const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stampFile);
if (built && fs.readFileSync(stampFile, 'utf8') === sourceHash) {
  console.log('The web app is up to date (no source changed since the last build).');
} else {
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, sourceHash);
}
